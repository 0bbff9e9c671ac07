/**
 * The upload limits people meet (docs/documents-and-requests.md): the server refuses anything over
 * them, and the upload forms check the same numbers before sending, so a file is refused at once
 * instead of after its upload.
 */

/** Largest file accepted, in bytes: 10 MB = 10 × 1024 × 1024. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Files accepted in one upload. */
export const MAX_FILES_PER_UPLOAD = 10;
