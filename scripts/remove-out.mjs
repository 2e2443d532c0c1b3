// A failed build must not leave the previous site in out/ looking publishable: the build
// starts by removing it, so out/ exists only after a build that succeeded.
import { existsSync, rmSync } from 'node:fs';

if (existsSync('out')) {
  rmSync('out', { recursive: true, force: true });
  console.log(
    '已移除上一次的 out/：只有這次建立成功，才會有新的 out/ 可以發佈（removed the previous out/; a new one appears only if this build succeeds）',
  );
}
