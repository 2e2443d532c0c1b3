'use client';

import { useEffect } from 'react';

/** WeChat's in-app browser names itself in its user agent. */
export const isWechatBrowser = (userAgent: string): boolean => /MicroMessenger/i.test(userAgent);

/**
 * Marks the document when it is read inside WeChat (`<html data-in-wechat>`): there a long press
 * on the QR picture adds the account in one tap, so the booking block shows the QR on a phone too
 * (CSS, wechat-booking.module.css). Anywhere else a phone keeps it hidden: it cannot scan itself.
 */
export function InWechatMark() {
  useEffect(() => {
    if (isWechatBrowser(navigator.userAgent)) document.documentElement.dataset.inWechat = 'true';
  }, []);
  return null;
}
