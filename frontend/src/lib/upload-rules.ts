import { MAX_FILE_BYTES } from '@table-bay/shared';
import { DOCUMENT_CATEGORY_GROUPS } from '../content/dashboard-labels';

// The limits are the server's own (@table-bay/shared); re-exported for the upload screens.
export { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@table-bay/shared';

/** Splits chosen files into those within the 10 MB limit and those over it. */
export function splitBySize(files: File[], limit = MAX_FILE_BYTES): { accepted: File[]; tooLarge: File[] } {
  const accepted: File[] = [];
  const tooLarge: File[] = [];
  for (const file of files) (file.size > limit ? tooLarge : accepted).push(file);
  return { accepted, tooLarge };
}

/** A file's identity in the selection, so the same file is not listed twice. */
export function fileKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

const CATEGORIES = DOCUMENT_CATEGORY_GROUPS.flatMap((g) => g.options);

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/s\b/g, '')
    .trim();
}

/**
 * The document category a request's type points to: an exact key or label ("bank_statement",
 * "Bank Statement"), else a category named within it ("Bank statements March 2026"), else other.
 */
export function categoryForRequest(documentType: string): string {
  const wanted = normalise(documentType);
  const exact = CATEGORIES.find((c) => normalise(c.value) === wanted || normalise(c.label) === wanted);
  if (exact) return exact.value;
  const contained = CATEGORIES.filter((c) => c.value !== 'other').find((c) => wanted.includes(normalise(c.label)));
  return contained?.value ?? 'other';
}

/**
 * How much of each file has been sent, from the bytes sent of the whole multipart body. Files go
 * into the body in order, so file i is done once the bytes before it plus its own size are sent;
 * the multipart headers are spread over the files by their share of the body.
 */
export function perFileProgress(sizes: number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return sizes.map(() => 0);
  const scale = total / sum;
  let before = 0;
  return sizes.map((size) => {
    const start = before * scale;
    const length = size * scale;
    before += size;
    if (length === 0) return loaded >= start ? 100 : 0;
    return Math.round(Math.min(1, Math.max(0, (loaded - start) / length)) * 100);
  });
}
