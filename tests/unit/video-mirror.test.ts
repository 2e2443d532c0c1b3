import { home } from '@/content/home';
import { mirrorHost } from '@/lib/video/mirror';
import { home as homeSchema } from '@/lib/schema';

it('takes Bilibili and Tencent Video pages as mainland mirrors, and nothing else', () => {
  expect(mirrorHost('https://www.bilibili.com/video/BV1Gx4y1W7sQ')).toBe('bilibili');
  expect(mirrorHost('https://b23.tv/abc123')).toBe('bilibili');
  expect(mirrorHost('https://v.qq.com/x/page/s3512kq7xwd.html')).toBe('tencent');
  for (const other of [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://www.bilibili.com/video/BV1Gx4y1W7sQ',
    'https://www.bilibili.com.example.com/video/BV1Gx4y1W7sQ',
    'https://space.bilibili.com/12345',
  ])
    expect(mirrorHost(other)).toBeUndefined();
});

it('refuses a mirror that is not a Bilibili or Tencent Video page', () => {
  const videos = home.videos.categories[0]!.videos;
  const edited = {
    ...home,
    videos: {
      ...home.videos,
      categories: [
        { ...home.videos.categories[0]!, videos: [{ ...videos[0]!, mirror: 'https://example.com/v' }, ...videos.slice(1)] },
        ...home.videos.categories.slice(1),
      ],
    },
  };
  const result = homeSchema.safeParse(edited);
  expect(result.success).toBe(false);
  expect(JSON.stringify(result.error?.issues)).toContain('mirror');
});
