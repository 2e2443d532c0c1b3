/** @jest-environment node */
// The upgrade tripwire: the post-build step's tests run on pages recorded with one Next version
// (tests/fixtures/next-<version>/); with another installed they would prove nothing about its output.
import packageJson from '../../package.json';
import { installedNextVersion, RECORD_COMMAND, recordedVersions, versionMismatch } from '../../scripts/fixtures/recorded-pages';

it('the recorded pages were written by the installed Next', () => {
  const problem = versionMismatch(installedNextVersion(), recordedVersions());
  if (problem) throw new Error(problem);
});

describe('the version check', () => {
  const recorded = ['16.4.5'];

  it('passes when the installed Next is the one that wrote the pages', () => {
    expect(versionMismatch('16.4.5', recorded)).toBeNull();
  });

  it.each([
    ['a newer Next', '16.5.0', recorded, 'pages recorded with next 16.4.5, but next 16.5.0 is installed'],
    ['an older Next', '16.4.4', recorded, 'pages recorded with next 16.4.5, but next 16.4.4 is installed'],
    ['no recording', '16.4.5', [], 'no recorded pages, but next 16.4.5 is installed'],
    ['two recordings', '16.4.5', ['16.4.5', '16.5.0'], 'pages recorded with next 16.4.5, 16.5.0'],
  ])('fails with %s, naming the command that records them', (_, installed, versions, held) => {
    const problem = versionMismatch(installed, versions);
    expect(problem).toContain(held);
    expect(problem).toContain(`run \`${RECORD_COMMAND}\``);
  });

  it('names a command package.json has', () => {
    const scripts: Record<string, string> = packageJson.scripts;
    expect(scripts[RECORD_COMMAND.replace('npm run ', '')]).toBe('tsx scripts/fixtures/record-pages.ts');
  });
});
