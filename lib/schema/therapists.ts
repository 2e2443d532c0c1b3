import { z } from 'zod';
import { httpsUrl, image, isoDate, list, pageCode, say, slug, text } from './fields';
import { searchInfo } from './pages';

/** The therapists: one entry each, with a profile page at /therapist/<slug>. */

/**
 * One qualification as the profile page shows it and its structured data repeats it: a degree, a
 * certificate or a membership, with who issued it and when, and the register number and the
 * register's page where one exists. `sample: true` marks the centre's sample entries, shown as
 * such on the page until replaced (docs/editing.md, "Before launch").
 */
export const qualification = z.strictObject({
  kind: z.enum(['degree', 'certificate', 'membership'], {
    error: say(
      "kind 只可寫 'degree'（學位）、'certificate'（證書）或 'membership'（會員資格）",
      "kind is 'degree', 'certificate' or 'membership'",
    ),
  }),
  title: text,
  issuer: z
    .string({
      error: say(
        '每項資歷都要寫頒發機構（issuer），例如大學或學會的全名：沒有頒發機構的資歷不能刊登',
        'every qualification needs its issuer (the university or body that granted it): one without an issuer cannot be shown',
      ),
    })
    .pipe(text),
  year: z.string().regex(/^(19|20)\d{2}$/, {
    error: say("year 寫取得資歷的年份，四位數字，例如 '2012'", "year is the year it was granted, four digits, e.g. '2012'"),
  }),
  /** The register or membership number, as the issuer's register shows it. */
  number: text.optional(),
  /** The issuer's public register or member list, where a visitor can check the entry. */
  registerUrl: httpsUrl.optional(),
  sample: z.literal(true).optional(),
});

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
  /** Degrees, certificates and memberships: shown on the profile page, and the only ones its structured data names. */
  qualifications: list(qualification).optional(),
  /** Shown in the home page's team grid (five in all). */
  inTeamGrid: z.boolean(),
  /**
   * The lead therapist, whom home's invitation and profile sections introduce: exactly one entry
   * has it (checked below).
   */
  isLead: z.boolean().optional(),
});

/**
 * The home page's team grid shows five: a grid of another size names the ones in it, so the editor
 * sees which. And one therapist leads: with none, home's invitation and profile sections would
 * have no one to introduce; with two, the first would win silently.
 */
export const therapists = list(therapist).check((ctx) => {
  const leads = ctx.value.flatMap((one, index) => (one?.isLead === true ? [index] : []));
  if (leads.length === 0)
    ctx.issues.push({
      code: 'custom',
      message: say(
        '沒有一位治療師寫了 isLead: true：首頁的邀請及首席治療師段落要介紹一位，請在那一位加上 isLead: true',
        "no therapist has isLead: true: home's invitation and profile sections introduce one; add isLead: true to that one",
      ),
      input: ctx.value,
    });
  for (const index of leads.slice(1))
    ctx.issues.push({
      code: 'custom',
      message: say(
        `只可以有一位治療師寫 isLead: true，現在有 ${leads.length} 位：刪去這一位的 isLead: true`,
        `only one therapist may have isLead: true and ${leads.length} do: remove it from this one`,
      ),
      input: ctx.value,
      path: [index, 'isLead'],
    });
  const inGrid = ctx.value.filter((one) => one?.inTeamGrid === true).map((one) => one.name);
  if (inGrid.length === 5) return;
  const [zh, en] =
    inGrid.length > 5 ? ['把多出的改為 false', 'set the extra ones to false'] : ['再把一位改為 true', 'set one more to true'];
  const grid = (zhMore: string, enMore: string) =>
    say(
      `首頁團隊只可顯示 5 位治療師，現在有 ${inGrid.length} 位寫了 inTeamGrid: true（${inGrid.join('、')}）：${zh}${zhMore}`,
      `the home team grid shows 5 therapists and ${inGrid.length} have inTeamGrid: true (${inGrid.join(', ')}): ${en}${enMore}`,
    );
  // Too many: blamed in list order, at each one past the fifth (the message names them all); too few: at the list.
  const extra = ctx.value.flatMap((one, index) => (one?.inTeamGrid === true ? [index] : [])).slice(5);
  if (extra.length === 0) ctx.issues.push({ code: 'custom', message: grid('', ''), input: ctx.value });
  for (const index of extra)
    ctx.issues.push({
      code: 'custom',
      message: grid('（按檔案次序，這一位在第 5 位之後）', ' (in list order, this one comes after the fifth)'),
      input: ctx.value,
      path: [index, 'inTeamGrid'],
    });
});
