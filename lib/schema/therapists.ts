import { z } from 'zod';
import { httpsUrl, image, isoDate, list, pageCode, say, slug, text } from './fields';
import { searchInfo } from './pages';

/** The therapists: one entry each, with a profile page at /therapist/<slug>. */

/** A therapist's profile lives at /therapist/<slug>; its menu name is the person's name. */
export const therapist = z.strictObject({
  slug,
  /** Neutral booking code of the profile page. */
  code: pageCode,
  lastModified: isoDate,
  seo: searchInfo,
  name: text,
  englishName: text,
  role: text,
  /** One or two sentences for cards. */
  description: text,
  image,
  languages: list(text),
  specialties: list(text),
  training: list(text),
  approach: list(text),
  bio: list(text),
  quote: text.optional(),
  /** Qualifications (structured data only): e.g. { name: '臨床催眠治療師證書', category: '專業證書', issuer: '…' }. */
  credentials: list(z.strictObject({ name: text, category: text, issuer: text.optional() })).optional(),
  /** Professional bodies the therapist belongs to (structured data only). */
  memberships: list(z.strictObject({ name: text, url: httpsUrl.optional() })).optional(),
  /** Shown in the home page's team grid (five in all). */
  inTeamGrid: z.boolean(),
  isLead: z.boolean().optional(),
});

/** The home page's team grid shows five: a grid of another size names the ones in it, so the editor sees which. */
export const therapists = list(therapist).check((ctx) => {
  const inGrid = ctx.value.filter((one) => one?.inTeamGrid === true).map((one) => one.name);
  if (inGrid.length === 5) return;
  const [zh, en] =
    inGrid.length > 5 ? ['把多出的改為 false', 'set the extra ones to false'] : ['再把一位改為 true', 'set one more to true'];
  const message = say(
    `首頁團隊只可顯示 5 位治療師，現在有 ${inGrid.length} 位寫了 inTeamGrid: true（${inGrid.join('、')}）：${zh}`,
    `the home team grid shows 5 therapists and ${inGrid.length} have inTeamGrid: true (${inGrid.join(', ')}): ${en}`,
  );
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
});
