// `node scripts/run-parallel.mjs format:check lint typecheck test:unit` (the start of `npm test`):
// starts every npm script named at once (all four on CI's 2 cores: 48 s against 68 s one after
// another), then prints each one's output whole, in the order given, once it has finished. A failure
// stops none of the others; exits 1 if any failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = performance.now();
      const child = spawn(npm, ['run', '--silent', name], { env: process.env });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) =>
        resolve({ name, code, output: Buffer.concat(output).toString(), seconds: (performance.now() - started) / 1000 }),
      );
    }),
);

let failed = false;
for (const run of runs) {
  const { name, code, output, seconds } = await run;
  console.log(`── npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
