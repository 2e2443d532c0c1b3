import { hotlineHref } from '@/lib/hotline';
import { hotlineNumber } from '@/lib/schema/fields';

describe('hotline numbers', () => {
  it('dial an 8-digit number with +852 and a short code as it is', () => {
    expect(hotlineHref('2389 2222')).toBe('tel:+85223892222');
    expect(hotlineHref('18111')).toBe('tel:18111');
    expect(hotlineHref('999')).toBe('tel:999');
  });

  it('accept 3 to 8 digits with single inner spaces, and nothing else', () => {
    for (const ok of ['999', '18111', '2389 2222', '28960000']) expect(hotlineNumber.safeParse(ok).success).toBe(true);
    for (const bad of ['', '99', '2389 222O', '2389  2222', ' 999', '2389 22222', '+852 2389 2222'])
      expect(hotlineNumber.safeParse(bad).success).toBe(false);
  });
});
