/**
 * `npx tsx scripts/screenshot.ts <url> <file.png> [width]`: a full-page screenshot of a page of the running
 * service (e.g. the guide, http://127.0.0.1:8080/docs/api.md) in headless Chromium, to check how it reads.
 * Needs a Chromium binary: CHROMIUM, else /usr/bin/chromium (Debian: `apt-get install -y chromium`).
 */
import { chromium } from 'playwright-core';

const [url, file, width = '1280'] = process.argv.slice(2);
if (!url || !file) {
  process.stderr.write('usage: tsx scripts/screenshot.ts <url> <file.png> [width]\n');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  const response = await page.goto(url);
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.screenshot({ path: file, fullPage: true });
  process.stdout.write(`${await page.title()}: ${file}\n`);
} finally {
  await browser.close();
}
