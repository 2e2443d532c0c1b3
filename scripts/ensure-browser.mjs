// Finds a Chromium and a Chinese font for the browser tests. Debian's headless shell is preferred
// (scripts/chromium-path.mjs says why); where it is missing, install it (apt-get as root) or use
// Debian's full chromium, else Playwright's own download, and say so.
import { execSync } from 'node:child_process';
import { chromiumPath, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from './chromium-path.mjs';

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

const canApt = process.getuid?.() === 0 && has('apt-get');
const found = chromiumPath();

if (process.env.CHROME_PATH && found === process.env.CHROME_PATH) {
  console.log(`Browser tests use CHROME_PATH=${found}.`);
} else if (found === DEBIAN_HEADLESS_SHELL) {
  console.log(`Browser tests use Debian's Chromium headless shell at ${found}.`);
} else if (canApt) {
  console.log(`No ${DEBIAN_HEADLESS_SHELL}: installing Debian's chromium-headless-shell for the browser tests.`);
  try {
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell');
  } catch {
    if (found !== DEBIAN_CHROMIUM) {
      console.error(
        'Could not install a browser. Install Chromium yourself (Debian: `apt-get install chromium-headless-shell`) ' +
          'or set CHROME_PATH to a Chromium binary, then run the tests again.',
      );
      process.exit(1);
    }
    console.log(`Browser tests use Debian's chromium at ${found} instead.`);
  }
} else if (found === DEBIAN_CHROMIUM) {
  console.log(
    `Browser tests use Debian's chromium at ${found}; \`apt-get install chromium-headless-shell\` makes them about a fifth faster.`,
  );
} else {
  console.log("No Debian Chromium, and not root or no apt-get: using Playwright's own Chromium download instead.");
  try {
    run('npx playwright install chromium');
  } catch {
    console.error(
      'Could not download a browser. Install Chromium yourself or set CHROME_PATH to a Chromium binary, then run the tests again.',
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
