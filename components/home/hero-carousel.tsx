'use client';

import { Children, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './hero-carousel.module.css';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Spec: the hero background moves to the next slide every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

export interface HeroCarouselProps {
  /** The slides, rendered on the server (the first with priority: it is the LCP image). */
  children: ReactNode;
  label: string;
  pauseLabel: string;
  playLabel: string;
  intervalMs?: number;
}

/**
 * Rotates server-rendered slides. The active slide fades in over the one before it; with
 * reduced motion there is no fade and rotation starts paused. The pause button meets WCAG 2.2.2.
 */
export function HeroCarousel({ children, label, pauseLabel, playLabel, intervalMs = HERO_INTERVAL_MS }: HeroCarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  // False in the server HTML and during hydration: until then only the first slide is displayed,
  // so the lazy slides 2–3 cannot compete with the LCP image.
  const hydrated = useHydrated();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const [{ active, previous }, setPosition] = useState({ active: 0, previous: -1 });

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setInterval(() => {
      setPosition(({ active: current }) => ({ active: (current + 1) % count, previous: current }));
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, count, intervalMs]);

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      {slides.map((slide, index) => {
        const state = index === active ? styles.active : index === previous ? styles.previous : hydrated ? styles.waiting : styles.dormant;
        return (
          <div
            key={index}
            className={[styles.slide, state, reducedMotion ? '' : styles.fade].filter(Boolean).join(' ')}
            aria-hidden={index === active ? undefined : true}
            data-slide={index + 1}
          >
            {slide}
          </div>
        );
      })}
      {count > 1 ? (
        <button type="button" className={styles.toggle} onClick={() => setUserPaused(!paused)}>
          <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />}
          </svg>
          {paused ? playLabel : pauseLabel}
        </button>
      ) : null}
    </div>
  );
}
