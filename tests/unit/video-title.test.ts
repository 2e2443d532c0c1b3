import { videoCopy } from '@/content/video-copy';
import { resolveVideoTitle, type FetchLike } from '@/components/video/video-title';

type Answer = { ok: boolean; body?: unknown } | Error;

/** A fetch that answers by host, recording every URL asked. */
function fakeFetch(answers: { oembed: Answer; noembed: Answer }) {
  const calls: string[] = [];
  const impl: FetchLike = async (url) => {
    calls.push(url);
    const answer = url.startsWith('https://www.youtube.com/oembed') ? answers.oembed : answers.noembed;
    if (answer instanceof Error) throw answer;
    return { ok: answer.ok, json: async () => answer.body };
  };
  return { impl, calls };
}

const OEMBED = (url: string) => `https://www.youtube.com/oembed?url=${encodeURIComponent(url)}&format=json`;
let n = 0;
/** Each test its own video, since titles are cached for the page's lifetime. */
const nextUrl = () => `https://www.youtube.com/watch?v=video${String(++n).padStart(6, '0')}`;

beforeEach(() => sessionStorage.clear());

it('asks YouTube’s oEmbed first, with the url and format=json', async () => {
  const url = nextUrl();
  const { impl, calls } = fakeFetch({
    oembed: { ok: true, body: { title: '  來自 oEmbed  ' } },
    noembed: { ok: true, body: { title: 'no' } },
  });
  await expect(resolveVideoTitle(url, impl)).resolves.toBe('來自 oEmbed');
  expect(calls).toEqual([OEMBED(url)]);
});

it('falls back to noembed when oEmbed answers an error status, or is unreachable (network error, CORS)', async () => {
  const url = nextUrl();
  const { impl, calls } = fakeFetch({ oembed: { ok: false }, noembed: { ok: true, body: { title: '來自 noembed' } } });
  await expect(resolveVideoTitle(url, impl)).resolves.toBe('來自 noembed');
  expect(calls).toEqual([OEMBED(url), `https://noembed.com/embed?url=${encodeURIComponent(url)}`]);
  const unreachable = fakeFetch({ oembed: new TypeError('Failed to fetch'), noembed: { ok: true, body: { title: '後備標題' } } });
  await expect(resolveVideoTitle(nextUrl(), unreachable.impl)).resolves.toBe('後備標題');
});

it('uses the default title when both fail, without rejecting', async () => {
  const { impl, calls } = fakeFetch({ oembed: new TypeError('offline'), noembed: new TypeError('offline') });
  await expect(resolveVideoTitle(nextUrl(), impl)).resolves.toBe(videoCopy.defaultTitle);
  expect(calls).toHaveLength(2);
});

it('treats noembed’s 200 { error } answer, a body without a title and unparseable JSON as failures', async () => {
  const { impl } = fakeFetch({ oembed: { ok: true, body: { html: '<iframe>' } }, noembed: { ok: true, body: { error: 'no provider' } } });
  await expect(resolveVideoTitle(nextUrl(), impl)).resolves.toBe('YouTube 影片');
  const unparseable: FetchLike = async () => ({ ok: true, json: async () => JSON.parse('<html>') });
  await expect(resolveVideoTitle(nextUrl(), unparseable)).resolves.toBe(videoCopy.defaultTitle);
});

it('asks once per page and keeps found titles in sessionStorage for the session', async () => {
  const url = nextUrl();
  const { impl, calls } = fakeFetch({ oembed: { ok: true, body: { title: '快取' } }, noembed: { ok: false } });
  const [a, b] = await Promise.all([resolveVideoTitle(url, impl), resolveVideoTitle(url, impl)]);
  expect([a, b]).toEqual(['快取', '快取']);
  expect(calls).toHaveLength(1);
  expect(Object.values({ ...sessionStorage })).toContain('快取');
});

it('reads a title another page of the session already found', async () => {
  const url = nextUrl();
  sessionStorage.setItem(`video-title:${url}`, '上一頁找到的');
  const { impl, calls } = fakeFetch({ oembed: { ok: true, body: { title: 'x' } }, noembed: { ok: true, body: { title: 'y' } } });
  await expect(resolveVideoTitle(url, impl)).resolves.toBe('上一頁找到的');
  expect(calls).toHaveLength(0);
});
