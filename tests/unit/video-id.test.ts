import { embedUrl, parseVideoId, watchUrl } from '@/lib/video';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&list=RD`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abcdef&t=10`,
    `youtu.be/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=5`,
    `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    `https://youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}?feature=share`,
    `https://www.youtube.com/v/${ID}`,
    `  https://www.YouTube.com/watch?v=${ID}  `,
  ])('reads the id from %s', (url) => {
    expect(parseVideoId(url)).toBe(ID);
  });

  it.each([
    '',
    'not a url',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?v=tooShort',
    `https://www.youtube.com/watch?v=${ID}X`,
    'https://www.youtube.com/watch?v=abc$efgh!jk',
    'https://youtu.be/',
    `https://www.youtube.com/@channel/${ID}`,
    'https://www.youtube.com/playlist?list=PL1234567890',
    `https://vimeo.com/${ID}`,
    `https://www.facebook.com/watch?v=${ID}`,
    `https://evil.example/youtu.be/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `javascript:alert('${ID}')`,
  ])('returns null for %j', (url) => {
    expect(parseVideoId(url)).toBeNull();
  });
});

it('builds the no-cookie embed, autoplay on and related videos off, the player API parameters only when asked, and the watch link', () => {
  const embed = `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`;
  expect(embedUrl(ID)).toBe(embed);
  expect(embedUrl(ID, { jsApiOrigin: 'https://www.example.hk' })).toBe(`${embed}&enablejsapi=1&origin=https%3A%2F%2Fwww.example.hk`);
  expect(watchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
});
