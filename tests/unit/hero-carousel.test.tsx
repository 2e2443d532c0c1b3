import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeroCarousel, HERO_INTERVAL_MS } from '@/components/home/hero-carousel';
import { fakeMediaQueryList } from './setup';

const labels = { label: '個案故事背景圖片', pauseLabel: '暫停背景輪播', playLabel: '播放背景輪播' };

function renderCarousel() {
  const view = render(
    <HeroCarousel {...labels}>
      <span>第一張</span>
      <span>第二張</span>
      <span>第三張</span>
    </HeroCarousel>,
  );
  const slides = () => Array.from(view.container.querySelectorAll<HTMLElement>('[data-slide]'));
  const activeSlide = () => slides().findIndex((slide) => !slide.hasAttribute('aria-hidden')) + 1;
  return { ...view, slides, activeSlide };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('HeroCarousel', () => {
  it('shows the first slide and hides the others from assistive technology', () => {
    const { slides, activeSlide } = renderCarousel();
    expect(slides()).toHaveLength(3);
    expect(activeSlide()).toBe(1);
    for (const hidden of slides().slice(1)) expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('region', { name: labels.label })).toBeInTheDocument();
  });

  it('moves to the next slide every 5000 ms, from the third back to the first', () => {
    const { activeSlide } = renderCarousel();
    expect(HERO_INTERVAL_MS).toBe(5000);
    advance(4999);
    expect(activeSlide()).toBe(1);
    advance(1);
    expect(activeSlide()).toBe(2);
    advance(5000);
    expect(activeSlide()).toBe(3);
    advance(5000);
    expect(activeSlide()).toBe(1);
  });

  it('fades the active slide in over the previous one while motion is allowed', () => {
    const { slides } = renderCarousel();
    advance(5000);
    expect(slides()[1]).toHaveClass('active', 'fade');
    expect(slides()[0]).toHaveClass('previous');
  });

  it('stops rotating when paused and resumes when played', () => {
    const { activeSlide } = renderCarousel();
    advance(5000);
    fireEvent.click(screen.getByRole('button', { name: labels.pauseLabel }));
    advance(20000);
    expect(activeSlide()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: labels.playLabel }));
    advance(5000);
    expect(activeSlide()).toBe(3);
  });

  describe('with prefers-reduced-motion: reduce', () => {
    const original = window.matchMedia;
    beforeEach(() => (window.matchMedia = (query: string) => fakeMediaQueryList(query, query.includes('prefers-reduced-motion: reduce'))));
    afterEach(() => (window.matchMedia = original));

    it('starts paused, without the fade class, and still rotates, without fading, once the visitor presses play', () => {
      const { slides, activeSlide } = renderCarousel();
      advance(20000);
      expect(activeSlide()).toBe(1);
      for (const slide of slides()) expect(slide).not.toHaveClass('fade');
      fireEvent.click(screen.getByRole('button', { name: labels.playLabel }));
      advance(5000);
      expect(activeSlide()).toBe(2);
      expect(slides()[1]).not.toHaveClass('fade');
    });
  });
});
