import type { ReactNode } from 'react';
import { chrome } from '@/content/chrome';
import { crisisLines, crisisPlaces } from '@/content/crisis-lines';
import { ALL_PLACES_ID, editionPlace, placeName, placesInOrder, type CrisisPlaceId } from '@/lib/crisis/places';
import { valuesFor, type ElsewhereWords, type PlaceData, type ShortValues } from '@/lib/crisis/elsewhere-values';
import { emergencyNumbers } from '@/content/emergency-numbers';
import { elsewhereSpot, type Spot } from '@/lib/crisis/spot';
import { edition } from '@/lib/edition';
import { placeTokenValues, type CrisisGroup } from '@/lib/crisis/hotline';
import { fillPlaceTokens, hasPlaceToken, splitPlaceTokens, type PlaceToken } from '@/lib/crisis/place-tokens';
import { KeptNumbers } from '@/components/ui/kept-numbers';
import { FilledText } from './filled-text';
import { HotlineList, shownLines } from './hotline-list';
import { PlacePicker } from './place-picker';
import { PlaceSwitch, PlaceWords } from './place-switch';
import { PlaceText } from './place-text';
import styles from './hotline-list.module.css';

/*
 * The crisis lines by place: each place's lines travel to the page as plain words, and a small
 * client leaf shows the visitor's place's (lib/crisis/visitor-place.ts), or for a visitor in none of the
 * places the country's emergency numbers (lib/crisis/elsewhere.ts). Every sentence around the
 * lines is chosen by what the place has (a text route or not: `writes`; its own `guide`). The HTML
 * holds the edition's place; /crisis-support/ holds the list of every place (AllPlaces), which the
 * footer links to, so nothing depends on scripts.
 */

const fallback: CrisisPlaceId = editionPlace(edition.id);
const places = placesInOrder(crisisPlaces, fallback);

/** What every token says for every place, in full (the list of every place, on the server). */
const tokenValues = Object.fromEntries(places.map((place) => [place.id, placeTokenValues(crisisLines, place.id)])) as Readonly<
  Partial<Record<CrisisPlaceId, Readonly<Record<PlaceToken, string>>>>
>;

/** The places with a text route. */
const writing: readonly CrisisPlaceId[] = places.filter((place) => place.writes).map((place) => place.id);

/** The words for a visitor elsewhere: one object for the page, like the values above. */
const elsewhereWords: ElsewhereWords = {
  here: chrome.crisisPlaceHere,
  lines: chrome.crisisElsewhereLines,
  note: chrome.crisisElsewhere,
  other: chrome.crisisPlaceOther,
  call: chrome.crisisCall,
  or: chrome.crisisOr,
  line: chrome.crisisElsewhereLine,
  more: chrome.crisisMoreCalls,
  moreWrites: chrome.crisisMoreWrites,
  writing,
  allDay: chrome.crisisAllDay,
};

/**
 * What every sentence of the page needs, for every place: one object, so the flight data carries
 * it once (React writes a repeated object as a reference to its first copy).
 */
const placeData: PlaceData = {
  words: elsewhereWords,
  values: Object.fromEntries(
    Object.entries(tokenValues).map(([id, values]): [string, ShortValues] => [
      id,
      { emergency: values?.emergency ?? '', line: (values?.line ?? '').replace(chrome.crisisAllDay, ''), name: values?.name ?? '' },
    ]),
  ),
};

/** Each place's own sentence over its support lines. */
const guides = Object.fromEntries(places.flatMap((place) => ('guide' in place ? [[place.id, place.guide]] : []))) as Readonly<
  Partial<Record<CrisisPlaceId, string>>
>;

/** The place's words over its lines, and the list to pick another place. */
export function PlaceHeading() {
  return (
    <PlacePicker
      places={places.map((place) => ({ id: place.id, name: placeName(place, edition.id) }))}
      fallback={fallback}
      label={chrome.crisisPlacePick}
      hint={chrome.crisisPlacePickHint}
      data={placeData}
    />
  );
}

/** One group of lines (the emergency call, the calls, the messages) of the visitor's place. */
export function PlaceLines({ variant, group, limit }: { variant: 'compact' | 'cards'; group: CrisisGroup; limit?: number }) {
  return (
    <PlaceSwitch
      fallback={fallback}
      variant={variant}
      group={group}
      data={placeData}
      {...(group === 'text' ? { none: <PlaceSentence text={chrome.crisisNoText} /> } : {})}
      {...(group === 'call' && variant === 'cards' ? { guides } : {})}
      lines={Object.fromEntries(places.map((place) => [place.id, shownLines(place.id, group, variant, limit)]))}
    />
  );
}

/**
 * Words chosen by the visitor's place: `yes` where it has a text route, `no` where it has none,
 * `elsewhere` (else `no`) for a visitor in none of the places.
 */
export function PlaceWordsFor({ yes, no, elsewhere }: { yes: ReactNode; no: ReactNode; elsewhere?: ReactNode }) {
  // An absent prop is left out, not set to undefined: the flight data writes each undefined as "$undefined".
  return <PlaceWords data={placeData} yes={yes} no={no} {...(elsewhere === undefined ? {} : { elsewhere })} fallback={fallback} />;
}

/**
 * Every place's emergency numbers and lines, closed until opened (a native `<details>`, which
 * opens without scripts), then what to do elsewhere.
 */
export function AllPlaces({ headingLevel = 'h3' }: { headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const noText = splitPlaceTokens(chrome.crisisNoText);
  return (
    <details id={ALL_PLACES_ID} className={styles.allPlaces}>
      <summary>{chrome.crisisOtherPlaces}</summary>
      {places.map((place) => (
        <section key={place.id} aria-label={placeName(place, edition.id)} className={styles.place}>
          <Heading className={styles.placeName}>{placeName(place, edition.id)}</Heading>
          <HotlineList variant="compact" group="emergency" place={place.id} />
          <HotlineList variant="compact" group="call" place={place.id} />
          <HotlineList
            variant="compact"
            group="text"
            place={place.id}
            none={<FilledText parts={noText} values={tokenValues[place.id]} place={place.id} />}
          />
        </section>
      ))}
      <p className={styles.abroad}>{chrome.crisisElsewhere}</p>
    </details>
  );
}

/**
 * A content text that may name the visitor's place's numbers ({place.emergency}…): plain text
 * when it names none; else the edition's place's in the HTML, the visitor's once known, each
 * number a link to call.
 */
export function PlaceSentence({ text }: { text: string }) {
  if (!hasPlaceToken(text)) return <KeptNumbers text={text} />;
  return <PlaceText parts={splitPlaceTokens(text)} data={placeData} fallback={fallback} />;
}

/** Every spot a visitor can be at: the places, every country of content/emergency-numbers.ts, and no country. */
const everySpot: readonly Spot[] = [
  ...places.map((place) => place.id),
  ...Object.entries(emergencyNumbers.countries).map(([country, numbers]) => elsewhereSpot(country, numbers)),
  elsewhereSpot(undefined, emergencyNumbers.anywhere),
];

/** About how wide a text is set, in ems: a Chinese character takes one, a digit, a Latin letter or a space about half. */
const emsOf = (text: string): number => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) < 0x2e80 ? 0.55 : 1), 0);

/** Each text's widest filling, found once: every page and every place's render asks for the same few texts. */
const widest = new Map<string, string>();

/** The widest a text can be once its place tokens are filled, for any spot (at build time). */
export function widestFilling(text: string): string {
  const known = widest.get(text);
  if (known !== undefined) return known;
  let found = '';
  for (const spot of everySpot) {
    const filled = fillPlaceTokens(
      text,
      valuesFor(placeData, spot, fallback, edition.lang) ?? { emergency: '', line: '', more: '', name: '' },
    );
    if (emsOf(filled) > emsOf(found)) found = filled;
  }
  widest.set(text, found);
  return found;
}

/**
 * A paragraph whose sentence names the visitor's place's numbers, then `after` (a link). Its box
 * keeps the height of the widest sentence any place or country gives (an unseen copy of it, in
 * CSS, beside the words), and the words are laid anew when the visitor's place replaces the
 * edition's: nothing on the page moves (no layout shift, tests/e2e/crisis-shift.spec.ts).
 */
export function PlaceParagraph({
  text,
  after,
  afterText,
  className = '',
}: {
  text: string;
  after: ReactNode;
  afterText: string;
  className?: string;
}) {
  return (
    <p className={`${styles.reserve} ${className}`} data-reserve={`${widestFilling(text)} ${afterText}`}>
      <PlaceText parts={splitPlaceTokens(text)} data={placeData} fallback={fallback} after={after} />
    </p>
  );
}
