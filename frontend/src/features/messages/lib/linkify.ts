/** A piece of message text: plain text, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. addresses; nothing else (no javascript:, data:, mailto:) becomes a link.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address ("see https://x.co/a.").
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits plain text into text and links. The result is rendered as React text nodes and <a>
 * elements, so nothing in a message is ever read as HTML.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    // Keep a closing bracket that belongs to the address, as in Wikipedia links: (...) balanced.
    address = address.slice(0, address.length - trailing.length);
    if (!address) continue;
    const href = address.toLowerCase().startsWith('www.') ? `https://${address}` : address;
    if (!isWebAddress(href)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function isWebAddress(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
