import { bookingMessage, deviceForm, whatsappChatUrl, whatsappUrl } from '@/lib/booking/whatsapp';

const copy = { message: '你好', sourceLabels: { page: '來源', visit: '編號', button: '按鈕' } };

it("bookingMessage appends the source tag: the page's neutral code, visit code and button tag, leaving out what it does not know", () => {
  expect(bookingMessage(copy, { code: 'P01', visitCode: 'AB12', tag: '01' })).toBe('你好\n（來源：P01，編號：AB12，按鈕：01）');
  // The static HTML has no visit code.
  expect(bookingMessage(copy, { code: 'P32' })).toBe('你好\n（來源：P32）');
});

it('whatsappUrl uses wa.me on phones with the digits only, and the web send form on desktops', () => {
  expect(whatsappUrl('+852 9123-4567', 'a b&c', 'phone')).toBe('https://wa.me/85291234567?text=a%20b%26c');
  expect(whatsappUrl('85291234567', '預約', 'desktop')).toBe(
    `https://web.whatsapp.com/send?phone=85291234567&text=${encodeURIComponent('預約')}`,
  );
});

it('whatsappChatUrl opens a chat with the number alone, whatever spaces or signs the number is written with', () => {
  expect(whatsappChatUrl('+852 9123 4567')).toBe('https://wa.me/85291234567');
});

it.each([
  ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36', 0, 'phone'],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 5, 'phone'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 5, 'phone'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 0, 'desktop'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36', 0, 'desktop'],
] as const)('deviceForm: %s with %i touch points is a %s', (ua, touch, form) => {
  expect(deviceForm(ua, touch)).toBe(form);
});
