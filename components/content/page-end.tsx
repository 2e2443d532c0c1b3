import { BookingCall } from '@/components/booking/booking-call';
import { MainlandNoticeBody, showsMainlandNotice } from '@/components/mainland/mainland-notice';
import { mainlandNotice } from '@/content/mainland-notice';
import { booking } from '@/content/site';
import type { BookingWords } from '@/content/types';
import type { RouteEntry } from '@/lib/routes';
import { MAINLAND_NOTICE_EVERY_EDITION } from '@/lib/routes/frame-paths';
import { SectionBand } from './section-list';

interface PageEndProps {
  /** The page's route: whether it ends with the booking block and shows the notice (lib/routes/frame-paths.ts), its path and code. */
  route: Pick<RouteEntry, 'path' | 'code' | 'booking' | 'mainlandNotice'>;
  /** The page's own words for the booking block; booking.section's where it gives none. */
  words?: BookingWords | undefined;
  /** How many bands the page showed before (its sections), so no heading id repeats. */
  after: number;
}

/**
 * What the template adds after a content page's sections: the notice for visitors in the mainland
 * on the pages that carry it (in the Simplified edition; /services/mandarin in both), then the booking block. Neither is a
 * section in the content, so an edit can neither remove, move nor double them. A page without the
 * booking block: add its path to `WITHOUT_BOOKING_PATHS` in lib/routes/frame-paths.ts.
 */
export function PageEnd({ route, words, after }: PageEndProps) {
  const notice = route.mainlandNotice && (showsMainlandNotice || MAINLAND_NOTICE_EVERY_EDITION.has(route.path));
  return (
    <>
      {notice ? (
        <SectionBand path={route.path} index={after} heading={mainlandNotice.heading}>
          <MainlandNoticeBody />
        </SectionBand>
      ) : null}
      {route.booking ? (
        <SectionBand path={route.path} index={notice ? after + 1 : after} heading={words?.heading ?? booking.section.heading} booking>
          <BookingCall text={words?.text ?? booking.section.text} page={route} message={words?.message} />
        </SectionBand>
      ) : null}
    </>
  );
}
