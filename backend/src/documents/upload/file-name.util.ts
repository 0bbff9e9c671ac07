/** Longest file name kept (the documents.fileName column). */
export const MAX_FILE_NAME_LENGTH = 255;

/** Used when nothing printable is left of the client's name. */
export const FALLBACK_FILE_NAME = 'document';

/** Longest suffix still treated as an extension worth keeping when a name is shortened. */
const MAX_EXTENSION_LENGTH = 16;

/**
 * C0 and C1 control characters, and the Unicode format characters that reorder or hide text
 * (bidi overrides and isolates, zero-width ones): "invoice\u202Efdp.exe" must not read as a PDF.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * The client's file name made safe to keep and show: only the last path part (browsers on
 * Windows have sent full paths, attackers send "../"), no control or bidi characters, collapsed
 * whitespace, no leading dots, at most 255 characters with the extension kept. The result is data
 * for display and downloads only; storage keys are generated and never derived from it.
 */
export function cleanFileName(raw: string | undefined | null): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // Tabs and line breaks separated words: keep a space; every other unsafe character just goes.
  name = name
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim();
  name = name.replace(/^[.\s]+/, '').trim();
  if (name === '') return FALLBACK_FILE_NAME;
  return shorten(name, MAX_FILE_NAME_LENGTH);
}

/** Cuts a name to `max` characters (code points, never half a surrogate pair), keeping a short extension. */
function shorten(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length < 2 || extension.length > MAX_EXTENSION_LENGTH) return chars.slice(0, max).join('').trim();
  const stem = chars.slice(0, chars.length - extension.length);
  return (
    stem
      .slice(0, max - extension.length)
      .join('')
      .trimEnd() + extension.join('')
  );
}

/** type/subtype as RFC 9110 tokens. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,99}$/;

/**
 * The content type the client declared, normalised for storage (lower case, parameters dropped,
 * at most 150 characters). It is a hint kept as data: downloads decide what to send from an
 * allow-list (see download/file-response-headers.ts), never from this value alone.
 */
export function cleanContentType(raw: string | undefined | null): string {
  const type = (raw ?? '').split(';')[0].trim().toLowerCase();
  return MEDIA_TYPE.test(type) && type.length <= 150 ? type : 'application/octet-stream';
}
