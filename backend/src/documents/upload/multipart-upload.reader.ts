import { BadRequestException, HttpException, Logger, PayloadTooLargeException, ServiceUnavailableException } from '@nestjs/common';
import busboy, { Busboy, FieldInfo, FileInfo } from 'busboy';
import type { Request } from 'express';
import { PassThrough, Readable } from 'node:stream';
import { PROTOTYPE_KEYS, prototypeKeyProblem } from '../../common/middleware/hostile-body';
import { FileStorage } from '../../storage/file-storage';
import { cleanContentType, cleanFileName } from './file-name.util';
import { newDocumentKey } from '../../storage/storage-keys';
import { StoredUpload } from './upload-batch';
import {
  FILES_FIELD,
  MAX_FIELD_BYTES,
  MAX_FIELDS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  MAX_REQUEST_BYTES,
  OVERSIZE_MESSAGE_PREFIX,
  TOO_MANY_FILES_MESSAGE,
} from './upload-limits.constants';

export interface MultipartReadResult {
  /** Text fields as sent; a repeated field becomes a list (and is then refused by validation). */
  fields: Record<string, string | string[]>;
  /** Stored files in the client's order; empty when `problem` is set. */
  files: StoredUpload[];
  /** Every key written or started for this request, refused files included: what to delete on failure. */
  keys: string[];
  /** Why the upload is refused, if it is. */
  problem: HttpException | null;
  /** The request body was not read to its end, so the connection cannot be reused. */
  unread: boolean;
}

type FileState = 'writing' | 'stored' | 'too-large' | 'failed';

interface FileEntry {
  upload: StoredUpload;
  state: FileState;
}

const UNREADABLE_MESSAGE = 'The upload could not be read. Please try again.';
const TOO_MANY_FILES_HINT = `Send at most ${MAX_FILES_PER_UPLOAD} files of up to 10MB each.`;

/** Marks the stream of a file that went past MAX_FILE_BYTES; its partial object is abandoned. */
class FileTooLargeError extends Error {
  constructor() {
    super('File exceeds the size limit');
    this.name = 'FileTooLargeError';
  }
}

/**
 * Reads one multipart upload, streaming each file of the `files` field straight into storage
 * under a generated key (memory stays bounded by the stream buffers, whatever the file size).
 *
 * It always reads to the end of the request rather than stopping at the first problem: an
 * oversized file is drained, not stored, so that the reply can name every file over the limit,
 * as the upload page does. Only a request larger than MAX_REQUEST_BYTES, a malformed body or a
 * client that goes away stops reading early. Whatever the outcome, `keys` lists every object
 * this request may have written, so the caller can remove them all if the upload is refused.
 */
export class MultipartUploadReader {
  private readonly logger = new Logger(MultipartUploadReader.name);
  private readonly fields = new Map<string, string | string[]>();
  private readonly entries: FileEntry[] = [];
  private readonly writes: Promise<void>[] = [];
  /** Bodies still being written, destroyed if reading stops early so no put waits forever. */
  private readonly active = new Set<PassThrough>();
  private readonly unexpectedFileFields = new Set<string>();
  private readonly longFields = new Set<string>();
  private tooManyFiles = false;
  private tooManyFields = false;
  private prototypeField: string | null = null;
  private storageError: unknown = null;
  private stopped: HttpException | null = null;
  private unread = false;

  /** File bytes received so far, against the storage quota's room. */
  private fileBytes = 0;
  private stopReading: ((reason: HttpException) => void) | null = null;

  constructor(
    private readonly req: Request,
    private readonly storage: FileStorage,
    private readonly businessId: number,
    /** What the client's storage quota leaves, and the error to stop with once the files pass it. */
    private readonly room: { bytes: number; exceeded: () => HttpException } | null = null,
  ) {}

  async read(): Promise<MultipartReadResult> {
    await this.parse();
    // Puts finish after their part of the body has been parsed; wait for every one to settle.
    await Promise.allSettled(this.writes);
    const problem = this.problem();
    return {
      fields: Object.fromEntries(this.fields),
      files: problem ? [] : this.entries.map((e) => e.upload),
      keys: this.entries.map((e) => e.upload.key),
      problem,
      unread: this.unread,
    };
  }

  private parse(): Promise<void> {
    return new Promise<void>((resolve) => {
      let parser: Busboy;
      try {
        parser = busboy({
          headers: this.req.headers,
          // Browsers send UTF-8 file names unencoded; busboy's default (latin1) would garble them.
          defParamCharset: 'utf8',
          limits: {
            // One byte over the limit is enough to know a file is too large (busboy flags a file that reaches the limit exactly).
            fileSize: MAX_FILE_BYTES + 1,
            files: MAX_FILES_PER_UPLOAD,
            fields: MAX_FIELDS,
            fieldSize: MAX_FIELD_BYTES,
            parts: MAX_FILES_PER_UPLOAD + MAX_FIELDS,
          },
        });
      } catch {
        // A multipart content type without a boundary, or similar.
        this.stopped = new BadRequestException(UNREADABLE_MESSAGE);
        this.unread = true;
        resolve();
        return;
      }

      let finished = false;
      let received = 0;
      const finish = (): void => {
        if (finished) return;
        finished = true;
        this.req.off('data', onData);
        this.req.off('close', onClose);
        resolve();
      };
      const stop = (reason: HttpException): void => {
        if (finished) return;
        this.stopped ??= reason;
        this.unread = true;
        this.req.unpipe(parser);
        for (const body of this.active) body.destroy(reason);
        finish();
      };
      const onData = (chunk: Buffer): void => {
        received += chunk.length;
        if (received > MAX_REQUEST_BYTES) stop(new PayloadTooLargeException(`The upload is too large. ${TOO_MANY_FILES_HINT}`));
      };
      const onClose = (): void => {
        if (!this.req.complete) stop(new BadRequestException('The upload was interrupted. Please try again.'));
      };

      this.stopReading = stop;
      parser.on('field', (name, value, info) => this.onField(name, value, info));
      parser.on('file', (name, stream, info) => this.onFile(name, stream, info));
      parser.on('filesLimit', () => {
        this.tooManyFiles = true;
      });
      parser.on('fieldsLimit', () => {
        this.tooManyFields = true;
      });
      parser.on('partsLimit', () => {
        this.tooManyFields = true;
      });
      parser.on('error', () => stop(new BadRequestException(UNREADABLE_MESSAGE)));
      parser.on('close', finish);
      this.req.on('data', onData);
      this.req.on('close', onClose);
      this.req.pipe(parser);
    });
  }

  private onField(name: string, value: string, info: FieldInfo): void {
    // Refused as a JSON body's would be: Object.fromEntries below would make "__proto__" an own key
    // that class-transformer then drops without a word.
    if (PROTOTYPE_KEYS.has(name)) {
      this.prototypeField ??= name;
      return;
    }
    if (info.valueTruncated || info.nameTruncated) {
      this.longFields.add(name);
      return;
    }
    const existing = this.fields.get(name);
    this.fields.set(name, existing === undefined ? value : ([] as string[]).concat(existing, value));
  }

  private onFile(field: string, stream: Readable, info: FileInfo): void {
    // A broken body fails the file stream as well as the parser; the parser's 'error' decides the reply.
    stream.on('error', () => undefined);
    if (this.stopped) {
      stream.resume();
      return;
    }
    if (field !== FILES_FIELD) {
      this.unexpectedFileFields.add(field);
      stream.resume();
      return;
    }
    // A file input left empty arrives as a part without a file name: there is nothing to store.
    if (!info.filename) {
      stream.resume();
      return;
    }

    const upload: StoredUpload = {
      key: newDocumentKey(this.businessId),
      fileName: cleanFileName(info.filename),
      contentType: cleanContentType(info.mimeType),
      size: 0,
    };
    const entry: FileEntry = { upload, state: 'writing' };
    this.entries.push(entry);

    const body = new PassThrough();
    // The put reports failures through its own promise; this keeps an early destroy from becoming an unhandled 'error'.
    body.on('error', () => undefined);
    this.active.add(body);
    stream.on('limit', () => {
      entry.state = 'too-large';
      stream.unpipe(body);
      body.destroy(new FileTooLargeError());
      // Keep reading (and discarding) the rest of this file so the parts after it are still seen.
      stream.resume();
    });
    stream.on('error', (err: Error) => body.destroy(err));
    if (this.room) {
      const room = this.room;
      stream.on('data', (chunk: Buffer) => {
        this.fileBytes += chunk.length;
        // Past the quota: stop reading; every object this request started is deleted by the caller.
        if (this.fileBytes > room.bytes) this.stopReading?.(room.exceeded());
      });
    }
    stream.pipe(body);

    const write = this.storage.put(upload.key, body, upload.contentType).then(
      (size) => {
        upload.size = size;
        entry.state = 'stored';
      },
      (err: unknown) => {
        stream.unpipe(body);
        stream.resume();
        if (entry.state === 'too-large' || this.stopped) return;
        entry.state = 'failed';
        this.storageError ??= err;
      },
    );
    this.writes.push(write.finally(() => this.active.delete(body)));
  }

  /** The first reason to refuse the upload, most fundamental first. */
  private problem(): HttpException | null {
    if (this.stopped) return this.stopped;
    if (this.storageError) {
      this.logger.error(
        `Storing an upload of business ${this.businessId} failed`,
        this.storageError instanceof Error ? this.storageError.stack : String(this.storageError),
      );
      return new ServiceUnavailableException('Your files could not be stored just now. Please try again in a moment.');
    }
    const tooLarge = this.entries.filter((e) => e.state === 'too-large').map((e) => e.upload.fileName);
    if (tooLarge.length > 0) return new PayloadTooLargeException(OVERSIZE_MESSAGE_PREFIX + tooLarge.join(', '));
    if (this.tooManyFiles) return new PayloadTooLargeException(TOO_MANY_FILES_MESSAGE);
    if (this.tooManyFields) return new PayloadTooLargeException('The upload has too many form fields');
    if (this.prototypeField) return new BadRequestException(prototypeKeyProblem(this.prototypeField));
    if (this.unexpectedFileFields.size > 0) {
      return new BadRequestException(
        `Files must be sent in the "${FILES_FIELD}" field, not "${[...this.unexpectedFileFields].join('", "')}"`,
      );
    }
    if (this.longFields.size > 0) return new BadRequestException(`The ${[...this.longFields][0]} field is too long`);
    const empty = this.entries.filter((e) => e.upload.size === 0).map((e) => e.upload.fileName);
    if (empty.length > 0) return new BadRequestException(`Some files are empty: ${empty.join(', ')}`);
    return null;
  }
}
