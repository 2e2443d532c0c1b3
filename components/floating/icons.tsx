/**
 * Decorative brand glyphs; the buttons carry their names as text. Drawn by the client buttons
 * themselves (in their script, cached across pages), not passed to them rendered: a server-rendered
 * prop is written into every page's flight data as well as its HTML (1.4 KB a page for the two).
 */
export function WhatsappIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6c-2 0-4-.6-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.1-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.8.9 3.8.8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.4Z"
      />
    </svg>
  );
}

export function WechatIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12.2 5C6.6 5 2 8.8 2 13.5c0 2.7 1.5 5.1 3.9 6.7L5 23.2l3.4-1.8c1.2.3 2.5.5 3.8.5h.8a7.6 7.6 0 0 1-.3-2c0-4.5 4.3-8.1 9.7-8.1h.7C22.2 8.1 17.7 5 12.2 5Zm-3.4 6.1a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm6.8 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6ZM30 19.9c0-3.9-3.9-7-8.5-7s-8.5 3.1-8.5 7 3.8 7 8.5 7c1 0 1.9-.1 2.8-.4l2.7 1.4-.7-2.4c2.2-1.3 3.7-3.3 3.7-5.6Zm-11.3-1.1a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Zm5.6 0a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z"
      />
    </svg>
  );
}
