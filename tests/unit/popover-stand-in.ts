/**
 * jsdom has no popover API. This stand-in gives every element `showPopover`/`hidePopover`, the
 * `:popover-open` state, a synchronous `toggle` event and the user-agent rule that hides a closed
 * popover, so components that drive a native popover run their real code under test.
 */
export function installPopoverStandIn(): void {
  const OPEN = 'data-stand-in-popover-open';
  const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  if (typeof proto.showPopover === 'function') return;
  const matches = Element.prototype.matches;
  const set = (element: HTMLElement, open: boolean) => {
    if (element.hasAttribute(OPEN) === open) return;
    element.toggleAttribute(OPEN, open);
    element.dispatchEvent(new Event('toggle'));
  };
  Object.assign(proto, {
    showPopover(this: HTMLElement) {
      set(this, true);
    },
    hidePopover(this: HTMLElement) {
      set(this, false);
    },
  });
  Object.assign(Element.prototype, {
    matches(this: Element, selector: string) {
      return selector === ':popover-open' ? this.hasAttribute(OPEN) : matches.call(this, selector);
    },
  });
  const style = document.createElement('style');
  // The user-agent rule, and the site's own for a popover React shows in place by `data-open`
  // (the phone menu: components/header/mobile-menu.module.css hides it while closed).
  style.textContent = `[popover]:not([${OPEN}]):not([data-open]) { display: none; }`;
  document.head.append(style);
}
