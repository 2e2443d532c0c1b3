// The Debian packages the battery runs on (these machines cannot download Playwright's WebKit or
// Firefox builds; Debian's can be driven). A missing one fails the run with the line to install it.
import { execFileSync } from 'node:child_process';

/** Those of `names` that dpkg does not list as installed (all of them where there is no dpkg). */
export function missingPackages(names: readonly string[]): string[] {
  return names.filter((name) => {
    try {
      return !execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).includes(
        'install ok installed',
      );
    } catch {
      return true;
    }
  });
}
