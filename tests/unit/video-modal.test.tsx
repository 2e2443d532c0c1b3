import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { VideoCard, type VideoCardProps } from '@/components/video/video-card';
import { videoCopy } from '@/content/video-copy';

/** A video's name in one of content/video-copy.ts's templates. */
const named = (template: string, title: string) => template.replace('{title}', title);

const ID = 'dQw4w9WgXcQ';
const TITLE = '甚麼是家族系統排列？';
/** The card's link: the watch page, derived from the id whatever form the content's URL takes. */
const WATCH = `https://www.youtube.com/watch?v=${ID}`;
const props: VideoCardProps = {
  url: `https://youtu.be/${ID}`,
  id: ID,
  title: TITLE,
  fallback: '/generated/img/video-default.webp',
};

async function openPlayer() {
  render(<VideoCard {...props} />);
  const card = screen.getByRole('link', { name: named(videoCopy.playLabel, TITLE) });
  fireEvent.click(card);
  const dialog = await screen.findByRole('dialog', { name: named(videoCopy.dialogLabel, TITLE) });
  // The player's frame follows the dialog's first frame.
  await waitFor(() => expect(dialog.querySelector('iframe')).not.toBeNull());
  return { card, dialog };
}

it('is a working link to the watch page in a new tab before any script runs', () => {
  render(<VideoCard {...props} />);
  const card = screen.getByRole('link', { name: named(videoCopy.playLabel, TITLE) });
  expect(card).toHaveAttribute('href', WATCH);
  expect(card).toHaveAttribute('target', '_blank');
  expect(card).toHaveAttribute('rel', 'noopener noreferrer');
  expect(document.querySelector('iframe')).toBeNull();
});

it('opens the player in a dialog with autoplay and no related videos, focus on its close button', async () => {
  const { dialog } = await openPlayer();
  expect(dialog.querySelector('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
  expect(screen.getByRole('button', { name: videoCopy.closeLabel })).toHaveFocus();
  expect(document.body).toHaveClass('scroll-locked');
});

it('keeps Tab inside the dialog: focus reaching either edge goes back to the close button', async () => {
  const { dialog } = await openPlayer();
  const edges = dialog.querySelectorAll<HTMLElement>('[data-focus-edge]');
  expect(edges).toHaveLength(2);
  for (const edge of edges) {
    document.body.focus();
    edge.focus();
    expect(screen.getByRole('button', { name: videoCopy.closeLabel })).toHaveFocus();
  }
});

it.each([
  ['its close button', () => fireEvent.click(screen.getByRole('button', { name: videoCopy.closeLabel }))],
  ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
  [
    'the native cancel event (Escape where <dialog> is supported)',
    (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true })),
  ],
  ['a backdrop click', (dialog: HTMLElement) => fireEvent.click(dialog)],
])('closes on %s, unlocks the page and returns focus to the card', async (_, close) => {
  const { card, dialog } = await openPlayer();
  close(dialog);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(card).toHaveFocus();
  expect(document.body).not.toHaveClass('scroll-locked');
});

it('stays open on a click inside the player frame', async () => {
  const { dialog } = await openPlayer();
  fireEvent.click(dialog.querySelector('iframe')!);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('leaves modified clicks (new tab, new window) to the browser', () => {
  render(<VideoCard {...props} />);
  fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
  fireEvent.click(screen.getByRole('link'), { metaKey: true });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps a video without an id a plain link to a new tab', () => {
  render(<VideoCard {...props} url="https://www.facebook.com/some/video" id={null} fallback="/generated/img/video-default.webp" />);
  const link = screen.getByRole('link', { name: (name) => name.includes(TITLE) && name.includes(videoCopy.newTabHint) });
  expect(link).toHaveAttribute('href', 'https://www.facebook.com/some/video');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  fireEvent.click(link);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows the default title for an untitled video until the title services answer', async () => {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ title: '解析到的標題' }) }));
  const original = global.fetch;
  global.fetch = fetchMock as unknown as typeof fetch;
  try {
    render(<VideoCard {...props} url="https://youtu.be/aaaaaaaaaaa" title={undefined} />);
    expect(screen.getByText(videoCopy.defaultTitle)).toBeInTheDocument();
    expect(await screen.findByText('解析到的標題')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: named(videoCopy.playLabel, '解析到的標題') })).toBeInTheDocument();
  } finally {
    global.fetch = original;
  }
});
