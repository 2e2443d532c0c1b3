import { render, screen, within } from '@testing-library/react';
import { VideoSection } from '@/components/video/video-section';
import type { SocialStat, VideoCategory } from '@/content/types';
import { videoCopy } from '@/content/video-copy';
import { SIMPLIFIED } from '@/lib/edition';
import { renderInEdition } from './support/edition-render';

jest.mock('@/lib/images/manifest', () => ({
  getImage: () => ({
    width: 1280,
    height: 720,
    opaque: true,
    color: '#ffffff',
    placeholder: '',
    fallback: '/d-1280.webp',
    variants: { avif: [], webp: [320, 640].map((width) => ({ width, src: `/d-${width}.webp` })) },
  }),
}));

const stats: SocialStat[] = [
  { url: 'https://www.youtube.com/@example', platform: 'youtube', icon: 'youtube', number: '1.09萬', label: 'YouTube 訂閱者' },
  { url: 'https://www.facebook.com/example', platform: 'facebook', icon: 'facebook', number: '28K', label: 'Facebook 追蹤者' },
];
const categories: VideoCategory[] = [
  {
    icon: '🏠',
    title: '家庭',
    description: '家族模式',
    videos: [
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: '第一段' },
      { url: 'https://example.com/not-youtube', title: '外部影片' },
    ],
  },
  { icon: '🧸', title: '兒童', description: '親子', videos: [{ url: 'https://youtu.be/aaaaaaaaaaa', title: '第二段' }] },
];

it('links each follower figure to its channel in a new tab', () => {
  render(<VideoSection heading="影片分享" stats={stats} categories={categories} />);
  const list = screen.getByRole('list', { name: videoCopy.statsLabel });
  const links = within(list).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(stats.map((s) => s.url));
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // The figure and its label are two words, not 「1.09萬YouTube」.
  expect(links[0]).toHaveTextContent(`${stats[0]?.number} ${stats[0]?.label}`);
});

it('renders every category with its cards as links to the watch page, thumbnails ending at the local default', () => {
  render(<VideoSection heading="影片分享" intro="簡介" stats={stats} categories={categories} />);
  expect(screen.getByRole('heading', { level: 3, name: '家庭' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: '兒童' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: videoCopy.playLabel.replace('{title}', '第二段') })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=aaaaaaaaaaa',
  );
  const external = screen.getByRole('link', { name: /外部影片/ });
  expect(external).toHaveAttribute('href', 'https://example.com/not-youtube');
  expect(external.querySelector('img')).toHaveAttribute('src', '/d-640.webp');
});

describe('a card that opens a new tab says so once (MR76)', () => {
  /** The section as the Simplified build renders it: a copy of it, kept after the render is cleaned up. */
  function renderSimplified(list: VideoCategory[]): HTMLElement {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in the edition's build
    const load = () => require('@/components/video/video-section') as typeof import('@/components/video/video-section');
    const { container, cleanup } = renderInEdition(SIMPLIFIED.id, load, (simplified) => (
      <simplified.VideoSection heading="影片" stats={[]} categories={list} />
    ));
    const copy = container.cloneNode(true) as HTMLElement;
    cleanup();
    return copy;
  }

  const mirror = 'https://www.bilibili.com/video/BV1Gx4y1W7sQ';
  const withMirror: VideoCategory[] = [
    { ...categories[0]!, videos: [{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: '第一段', mirror }] },
  ];

  it("reads a mirror's note, which names the new tab, without the hidden hint after it", () => {
    const link = renderSimplified(withMirror).querySelector(`a[href="${mirror}"]`);
    expect(link).toHaveTextContent(videoCopy.mirrorNote.replace('{host}', videoCopy.bilibili));
    expect(link).not.toHaveTextContent(videoCopy.newTabHint);
  });

  it('keeps the hidden hint on a plain link whose note says nothing of a tab', () => {
    render(<VideoSection heading="影片分享" stats={stats} categories={categories} />);
    expect(screen.getByRole('link', { name: /外部影片/ })).toHaveTextContent(videoCopy.newTabHint);
  });
});
