// Finds a Chromium and a Chinese font for the browser tests. Debian's chromium is preferred;
// where either is missing, install it (apt-get as root, else Playwright's own download) and say so.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', shell: '/bin/sh' });
}

if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) {
  console.log(`Browser tests use CHROME_PATH=${process.env.CHROME_PATH}.`);
} else if (existsSync(DEBIAN_CHROMIUM)) {
  console.log(`Browser tests use Debian's chromium at ${DEBIAN_CHROMIUM}.`);
} else {
  console.log('No chromium found at /usr/bin/chromium: installing one for the browser tests.');
  try {
    if (process.getuid?.() === 0 && has('apt-get')) {
      run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    } else {
      console.log("Not root or no apt-get: using Playwright's own Chromium download instead.");
      run('npx playwright install chromium');
    }
  } catch {
    console.error(
      'Could not install a browser. Install Chromium yourself (Debian: `apt-get install chromium`) ' +
        'or set CHROME_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
}

// A Chinese font, so the browser tests measure the page a visitor sees: without one the text is
// drawn as boxes of other widths, and line breaks and heights differ.
function hasChineseFont() {
  try {
    return execSync('fc-list :lang=zh-hk', { encoding: 'utf8', shell: '/bin/sh' }).trim() !== '';
  } catch {
    return false;
  }
}

if (!hasChineseFont()) {
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log('No Chinese font found: installing fonts-noto-cjk for the browser tests.');
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk');
  } else {
    console.warn(
      'No Chinese font found (fc-list :lang=zh-hk): the layout tests may measure boxes instead of characters. Install Noto Sans CJK.',
    );
  }
}
