/**
 * Types a browser may be told a stored file has. Everything else (text/html, image/svg+xml,
 * application/xhtml+xml, JavaScript, XML and whatever a client invents) is served as
 * application/octet-stream: the declared type came from the uploader and a browser must never
 * run a client's file as a page or script on our origin.
 */
const SERVABLE_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/tiff',
  'image/bmp',
  'text/csv',
  'text/plain',
  'application/rtf',
  'application/zip',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

/** Shown in the browser on request (?inline=1); every other type is always a download. */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const OCTET_STREAM = 'application/octet-stream';

/**
 * Chrome's PDF viewer is a plugin: `object-src 'none'` or `sandbox` would leave a PDF blank,
 * so a PDF shown inline may embed itself and nothing else.
 */
const PDF_INLINE_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
/** Anything else: no scripts, no requests, a unique origin. Images still render as top-level documents. */
const STRICT_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

export interface FileResponseHeaders {
  'Content-Type': string;
  'Content-Disposition': string;
  'Content-Security-Policy': string;
  'X-Content-Type-Options': 'nosniff';
  'Cache-Control': string;
}

export function servedContentType(declared: string): string {
  return SERVABLE_TYPES.has(declared) ? declared : OCTET_STREAM;
}

/** The headers for sending one stored document to its owner. */
export function fileResponseHeaders(fileName: string, declaredType: string, wantInline: boolean): FileResponseHeaders {
  const type = servedContentType(declaredType);
  const inline = wantInline && INLINE_TYPES.has(type);
  return {
    'Content-Type': type,
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', fileName),
    'Content-Security-Policy': inline && type === 'application/pdf' ? PDF_INLINE_POLICY : STRICT_POLICY,
    'X-Content-Type-Options': 'nosniff',
    // Private financial papers: never kept by a shared cache or the browser's disk cache.
    'Cache-Control': 'private, no-store',
  };
}

/**
 * Content-Disposition with an ASCII fallback name and the exact name as RFC 5987/6266 filename*,
 * which every current browser prefers. Quotes, backslashes and anything outside printable ASCII
 * are replaced in the fallback, so the header can never be broken out of.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '_')
      .trim() || 'document';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** encodeURIComponent leaves ' ( ) * unescaped; RFC 5987's attr-char does not allow them. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
