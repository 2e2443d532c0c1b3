'use client';

import { usePathname } from 'next/navigation';
import type { BookingTag } from '@/content/types';
import { codeForPath, type PageCodeTable } from '@/lib/routes/page-code';
import type { BookingTarget } from '@/lib/booking/whatsapp';
import { CopyButton, type CopyWords } from './copy-button';
import { useBookingMessage } from './use-booking-message';

interface WechatMessageProps {
  target: BookingTarget;
  /** The page's neutral booking code; or, where one element serves every page (the floating overlay), the table to read it from. */
  code?: string;
  codes?: PageCodeTable;
  tag?: BookingTag;
  words: CopyWords;
  className?: string;
}

/**
 * The message a visitor sends on WeChat, which has no link that carries one: the WhatsApp
 * message with the same source tag (the visit code added after hydration), shown as text
 * to copy.
 */
export function WechatMessage({ target, code, codes = {}, tag, words, className }: WechatMessageProps) {
  const pathname = usePathname();
  const message = useBookingMessage(target, code ?? codeForPath(pathname ?? '/', codes), tag);
  return (
    <>
      <p className={className} data-wechat-message="">
        {message}
      </p>
      <CopyButton text={message} words={words} />
    </>
  );
}
