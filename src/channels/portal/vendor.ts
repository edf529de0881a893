/**
 * Browser libraries served from their npm packages (no CDN: the CSP allows scripts from this origin only,
 * and `npm install` is the only set-up). Only the named files are served, not the packages' folders.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Chart.js's self-contained build (defines `window.Chart`), for the operator's occupancy chart. */
const CHART_JS = { root: dirname(createRequire(import.meta.url).resolve('chart.js')), file: '/chart.umd.min.js' };

/** /portal/assets/vendor/chart.umd.min.js */
export async function registerVendorScripts(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: CHART_JS.root,
    prefix: '/assets/vendor/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    allowedPath: (path) => path === CHART_JS.file,
  });
}
