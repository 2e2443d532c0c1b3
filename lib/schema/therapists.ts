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

export const therapists = list(therapist).refine((all) => all.filter((one) => one.inTeamGrid).length === 5, {
  error: say(
    '首頁團隊只可顯示 5 位治療師：剛好 5 位要寫 inTeamGrid: true',
    'the home team grid shows 5 therapists: exactly 5 need inTeamGrid: true',
  ),
});
