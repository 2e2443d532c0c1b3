/**
 * Puts a text on the clipboard; true when it got there. The Clipboard API first; where it is
 * missing or refuses (an older in-app browser, a page not served over https), the old way: the
 * text selected in a hidden field and the browser's copy command. For client components only.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, the document not focused): try the selection.
    }
  }
  return copyBySelection(text, doc);
}

function copyBySelection(text: string, doc: Document): boolean {
  const active = doc.activeElement;
  const field = doc.createElement('textarea');
  field.value = text;
  // Read-only, so a phone opens no keyboard; fixed and transparent, so nothing moves or shows.
  field.readOnly = true;
  field.style.position = 'fixed';
  field.style.top = '0';
  field.style.opacity = '0';
  doc.body.append(field);
  field.focus({ preventScroll: true });
  field.select();
  field.setSelectionRange(0, text.length); // iOS selects nothing on select() alone
  let copied = false;
  try {
    copied = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  // The copy button keeps the focus a keyboard user gave it.
  if (active instanceof HTMLElement) active.focus();
  return copied;
}
