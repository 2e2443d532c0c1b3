// Firefox at every common screen: it reads the reason the loader recorded, not a clock. WebKit has
// no paint report (its reason is `frame`, checked by the journeys).
import { routes } from '@/lib/routes';
import { href } from '@/lib/routes/paths';
import { SCREENS } from '../screens';
import type { Engine, Viewport } from './browser';
import type { Site } from './https-server';
import { hydration } from './in-page';
import { expect, type Report } from './report';

/** Past the loader's 1 s fallback: by then every page has recorded why it started. */
const RECORD_LIMIT_MS = 1_500;

/** One check per screen; returns home's load → hydrated time per screen, for the summary. */
export async function paintSweep(engine: Engine, site: Site, report: Report): Promise<string[]> {
  const homeTimes: string[] = [];
  report.begin(`${engine.name}: every route by paint at ${SCREENS.length} screens`);
  for (const [width, height] of SCREENS) {
    const viewport: Viewport = { name: width <= 768 ? 'phone' : 'desktop', width, height };
    await report.check(
      `${routes.length} routes at ${width}×${height} start by paint`,
      async () => {
        const browser = await engine.launch(viewport);
        try {
          const missed: string[] = [];
          for (const route of routes) {
            await browser.goto(site.origin + href(route.path));
            if (route.path === '/') {
              const home = await browser.run(hydration, 2_000);
              homeTimes.push(
                `${width}: ${home.hydratedAfterLoadMs === null ? 'not within 2 s' : `${Math.round(home.hydratedAfterLoadMs)} ms`}`,
              );
            }
            const reason = (await browser.run(hydration, RECORD_LIMIT_MS, 'start')).start;
            if (reason !== 'paint') missed.push(`${route.path}: ${reason ?? 'not started'}`);
          }
          expect(missed.length === 0, `started otherwise than by paint:\n${missed.join('\n')}`);
        } finally {
          await browser.close();
        }
      },
      120_000,
    );
  }
  return homeTimes;
}
