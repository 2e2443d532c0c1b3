// `npm run serve`: serves the built out/ (or OUT_DIR, e.g. out-analytics) on loopback the way the static host does.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStaticServer } from './static-server.mjs';

const root = process.env.OUT_DIR ?? 'out';
if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root}/ has no build yet: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
await startStaticServer({ root, port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
