// `npm run build`'s second half: tsc compiles src/ to dist/ but copies nothing else, and the portal reads its
// views and assets beside its modules (src/channels/portal/index.ts, PORTAL_VIEWS and ASSETS). Without this
// copy `node dist/main/server.js` starts and answers the API, but every portal page fails.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { URL, fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'src');
const dist = join(root, 'dist');

/** Every file of src/ that is not TypeScript, copied to the same place under dist/. */
function copyNonTs(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) copyNonTs(path);
    else if (!name.endsWith('.ts')) cpSync(path, join(dist, relative(src, path)));
  }
}

if (!existsSync(dist)) throw new Error('dist/ is missing: run tsc -p tsconfig.build.json first');
copyNonTs(src);
