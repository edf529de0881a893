#!/usr/bin/env node
/** The `berth-webhooks` command (package.json "bin"): listen and trigger, see webhooks-cli.ts. */
import { runWebhooksCli } from './webhooks-cli.js';

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());
runWebhooksCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
  signal: stop.signal,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
