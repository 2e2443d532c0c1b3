// The home page's videos on the closed network.
import { home } from '@/content/home';
import type { Video } from '@/content/types';
import { parseVideoId } from '@/lib/video';
import { localDefault } from '../e2e/out-files';
import { clickOn, expectNoErrors, waitForValue, waitInPage, type Journey } from './journey-context';
import { expect } from './report';

const CARDS = '#home-videos li a:has(img)';

/** Brings each card into view in turn (lazy images start near the viewport), then reports every thumbnail. */
async function scrollThroughCards(selector: string): Promise<{ src: string; loaded: boolean }[]> {
  const cards = [...document.querySelectorAll<HTMLElement>(selector)];
  for (const card of cards) {
    card.scrollIntoView({ block: 'center', inline: 'center' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  return cards.map((card) => {
    const img = card.querySelector('img');
    return { src: img?.getAttribute('src') ?? '', loaded: img?.complete === true && img.naturalWidth > 0 };
  });
}

export async function videoJourney(journey: Journey): Promise<void> {
  const videos: readonly Video[] = home.videos.categories.flatMap((category): readonly Video[] => category.videos);
  const fallback = localDefault();
  await journey.report.check(`${videos.length} video thumbnails fall back to the local default, silently`, async () => {
    await journey.browser.run(scrollThroughCards, CARDS);
    await waitForValue(
      journey,
      'every thumbnail to settle on the local default',
      scrollThroughCards,
      [CARDS],
      (thumbs) => thumbs.length === videos.length && thumbs.every((thumb) => thumb.src === fallback && thumb.loaded),
      15_000,
    );
    await expectNoErrors(journey);
  });

  const video = videos.find((entry) => parseVideoId(entry.url));
  const id = video ? parseVideoId(video.url) : null;
  await journey.report.check('a video card opens the player dialog and Escape closes it', async () => {
    expect(id, 'content/home.ts: no video with a YouTube id');
    await clickOn(journey, `${CARDS}[href*="${id}"]`);
    await waitInPage(
      journey,
      'the player dialog to open',
      (videoId: string) => {
        const dialog = document.querySelector('dialog[open]');
        const box = dialog?.getBoundingClientRect();
        return (
          !!box &&
          box.width > 0 &&
          dialog?.querySelector('iframe')?.getAttribute('src')?.startsWith(`https://www.youtube-nocookie.com/embed/${videoId}`) === true
        );
      },
      [id],
    );
    await journey.browser.press('Escape');
    await waitInPage(
      journey,
      'the dialog to close',
      () => document.querySelector('dialog[open]') === null && !document.body.classList.contains('scroll-locked'),
    );
    await expectNoErrors(journey);
  });
}
