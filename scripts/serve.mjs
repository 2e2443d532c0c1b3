// `npm run serve`: serves the built out/ on loopback the way the static host does.
import { existsSync } from 'node:fs';
import { startStaticServer } from './static-server.mjs';

if (!existsSync('out/index.html')) {
  console.error('out/ has no build yet: run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}
await startStaticServer({ root: 'out', port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
