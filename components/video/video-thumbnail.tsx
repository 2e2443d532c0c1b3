'use client';

import { useEffect, useRef, useState } from 'react';
import { nextThumbnail } from '@/lib/video';

interface VideoThumbnailProps {
  chain: readonly string[];
}

/**
 * Steps down the thumbnail chain on an error or on a too-small image, ending at the local
 * default, so an unreachable provider leaves no broken image behind.
 */
export function VideoThumbnail({ chain }: VideoThumbnailProps) {
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLImageElement>(null);

  const settle = (img: HTMLImageElement, failed: boolean) => setIndex((current) => nextThumbnail(chain, current, failed ? undefined : img));

  // The image may have failed or loaded before hydration attached the handlers: check once.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.getAttribute('src')) settle(img, img.naturalWidth === 0);
    // Once, for the server-rendered first source only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- a runtime fallback chain of remote and local sources, which next/image cannot express
    <img
      ref={ref}
      src={chain[index]}
      alt=""
      width={480}
      height={270}
      loading="lazy"
      decoding="async"
      onError={(event) => settle(event.currentTarget, true)}
      onLoad={(event) => settle(event.currentTarget, false)}
    />
  );
}
