import { attachClickTracking } from '@/lib/analytics/click-tracking';
import { classifyLink, downloadExtension, eventLinkUrl, linkClickEvent } from '@/lib/analytics/link-kinds';
import { setPageCodeTable } from '@/lib/analytics/neutral-page';

const ORIGIN = 'https://www.example-centre.hk';

describe('classifyLink', () => {
  it.each([
    ['tel:+85223456789', 'phone'],
    ['mailto:hello@example-centre.hk?subject=hi', 'email'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'video'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'video'],
    ['https://youtu.be/dQw4w9WgXcQ', 'video'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'video'],
    ['https://www.asia-constellation.org/', 'outbound'],
    ['https://www.facebook.com/centre', 'outbound'],
    // Look-alike hosts are not video or messaging.
    ['https://notyoutube.com/watch', 'outbound'],
    ['https://swa.me/x', 'outbound'],
    ['/files/fees.pdf', 'download'],
    ['https://partner.org/brochure.DOCX?v=2', 'download'],
  ])('%s is %s', (url, kind) => {
    expect(classifyLink(url, ORIGIN)).toBe(kind);
  });

  it.each([
    ['/services/', 'an internal page'],
    [`${ORIGIN}/fee/#prices`, 'an absolute internal link'],
    ['#main', 'an anchor'],
    ['https://wa.me/85291234567?text=hi', 'wa.me'],
    ['https://web.whatsapp.com/send?phone=85291234567&text=hi', 'WhatsApp Web'],
    ['https://api.whatsapp.com/send?phone=1', 'the WhatsApp API form'],
    ['weixin://dl/chat', 'the WeChat app scheme'],
    ['https://weixin.qq.com/r/abc', 'a WeChat page'],
    ['javascript:void(0)', 'a script link'],
    ['http://[bad', 'an unparsable URL'],
  ])('%s (%s) is not measured', (url) => {
    expect(classifyLink(url, ORIGIN)).toBeNull();
  });

  it('makes a link with a booking tag 01–06 a booking, whatever its URL', () => {
    expect(classifyLink('https://wa.me/85291234567?text=hi', ORIGIN, '01')).toBe('booking');
    expect(classifyLink('https://web.whatsapp.com/send?text=hi', ORIGIN, '06')).toBe('booking');
    expect(classifyLink('https://wa.me/85291234567', ORIGIN, '07')).toBeNull();
  });
});

it('downloadExtension matches each download extension by the path only', () => {
  for (const ext of ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'zip', 'ppt', 'pptx'])
    expect(downloadExtension(`/files/a.${ext}`)).toBe(ext);
  expect(downloadExtension('/files/A.PPTX')).toBe('pptx');
  expect(downloadExtension('/page/?file=a.pdf')).toBeNull();
  expect(downloadExtension('/images/a.png')).toBeNull();
  expect(downloadExtension('/pdf')).toBeNull();
});

describe('link click events', () => {
  it('gives click events a capped link_text and the link_url', () => {
    const event = linkClickEvent({ href: 'https://www.asia-constellation.org/about', text: `  ${'夥伴'.repeat(80)} ` }, ORIGIN, 'home');
    expect(event?.name).toBe('outbound_click');
    expect(event?.params.link_url).toBe('https://www.asia-constellation.org/about');
    expect(String(event?.params.link_text)).toHaveLength(100);
  });

  it('names each kind and adds file_extension to downloads', () => {
    const name = (href: string) => linkClickEvent({ href, text: 'x' }, ORIGIN, 'home')?.name;
    expect(name('tel:+85223456789')).toBe('phone_click');
    expect(name('mailto:a@b.hk')).toBe('email_click');
    expect(name('https://youtu.be/abc')).toBe('video_click');
    expect(linkClickEvent({ href: `${ORIGIN}/files/form.xlsx`, text: '表格' }, ORIGIN, 'home')?.params).toEqual({
      link_text: '表格',
      link_url: `${ORIGIN}/files/form.xlsx`,
      file_extension: 'xlsx',
    });
  });

  it('sends booking_click with the tag and page only: no URL, no message text', () => {
    const href = 'https://wa.me/85291234567?text=%E6%88%91%E6%83%B3%E9%A0%90%E7%B4%84';
    expect(linkClickEvent({ href, text: '預約', bookingTag: '02' }, ORIGIN, 'P02')).toEqual({
      name: 'booking_click',
      params: { button_tag: '02', page: 'P02' },
    });
  });

  it('strips the query of messaging and mailto URLs', () => {
    expect(eventLinkUrl('https://wa.me/85291234567?text=secret#x', ORIGIN)).toBe('https://wa.me/85291234567');
    expect(eventLinkUrl('https://web.whatsapp.com/send?phone=1&text=secret', ORIGIN)).toBe('https://web.whatsapp.com/send');
    expect(eventLinkUrl('mailto:a@b.hk?subject=s&body=secret', ORIGIN)).toBe('mailto:a@b.hk');
    expect(eventLinkUrl('https://youtu.be/abc?t=10', ORIGIN)).toBe('https://youtu.be/abc?t=10');
  });
});

describe('attachClickTracking', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('listens once, in the capture phase, for links added at any time', () => {
    setPageCodeTable({ '/services/family': 'P03' });
    const send = jest.fn();
    const detach = attachClickTracking(send);
    window.history.replaceState(null, '', '/services/family/');
    document.body.innerHTML = `
      <a href="tel:+85223456789"><span>2345 6789</span></a>
      <a href="https://wa.me/85291234567?text=hi" data-booking-tag="04">預約</a>
      <a href="/fee/">收費</a>
      <a href="https://www.facebook.com/x" aria-label="Facebook"><svg></svg></a>`;
    const links = document.querySelectorAll('a');
    links[0]?.addEventListener('click', (event) => event.stopPropagation());
    links.forEach((link) => link.addEventListener('click', (event) => event.preventDefault()));
    document.querySelector('span')?.click();
    links.forEach((link, index) => index > 0 && link.click());
    expect(send.mock.calls).toEqual([
      ['event', 'phone_click', { link_text: '2345 6789', link_url: 'tel:+85223456789' }],
      ['event', 'booking_click', { button_tag: '04', page: 'P03' }],
      ['event', 'outbound_click', { link_text: 'Facebook', link_url: 'https://www.facebook.com/x' }],
    ]);
    detach();
    links[0]?.click();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends nothing for a link marked data-untracked (a crisis line, the quick exit)', () => {
    const send = jest.fn();
    const detach = attachClickTracking(send);
    document.body.innerHTML = `
      <a href="tel:999" data-untracked><span>999</span></a>
      <a href="https://www.example.org/" data-untracked>out</a>
      <a href="tel:+85223456789">2345 6789</a>`;
    const links = document.querySelectorAll('a');
    links.forEach((link) => link.addEventListener('click', (event) => event.preventDefault()));
    document.querySelector('span')?.click();
    links.forEach((link, index) => index > 0 && link.click());
    expect(send.mock.calls).toEqual([['event', 'phone_click', { link_text: '2345 6789', link_url: 'tel:+85223456789' }]]);
    detach();
  });
});
