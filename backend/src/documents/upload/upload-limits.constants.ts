import { MAX_FILES_PER_UPLOAD } from '@table-bay/shared';

// The two limits people meet are shared with the upload forms, which refuse a file the server
// would refuse before sending it; the rest below bound what the server reads.
export { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@table-bay/shared';

/** The multipart field that carries the files (repeated once per file). */
export const FILES_FIELD = 'files';

/** Text fields in one upload (category, description, requestId, with room for a client's extras to be refused by validation). */
export const MAX_FIELDS = 10;

/**
 * Longest single text field read. Longer than any field allows, so an over-long description
 * still reaches validation and gets its own message; longer still is refused unread.
 */
export const MAX_FIELD_BYTES = 16 * 1024;

/**
 * Hard ceiling on the whole request body. Oversized files are read to the end (and thrown away)
 * so that every one of them can be named; this bounds how long anyone can keep us reading.
 */
export const MAX_REQUEST_BYTES = 256 * 1024 * 1024;

export const OVERSIZE_MESSAGE_PREFIX = 'Some files exceed the 10MB limit: ';
export const TOO_MANY_FILES_MESSAGE = `You can upload at most ${MAX_FILES_PER_UPLOAD} files at a time. Please upload the rest separately.`;
export const NO_FILES_MESSAGE = 'Please select at least one file to upload';
