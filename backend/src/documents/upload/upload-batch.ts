/** One file of an upload, already written to storage under a generated key. */
export interface StoredUpload {
  key: string;
  /** The client's name, cleaned (see cleanFileName). */
  fileName: string;
  /** The client's declared type, normalised (see cleanContentType). */
  contentType: string;
  size: number;
}

/**
 * The files of one upload request. The interceptor that stores them deletes them again unless
 * the request commits them: rows are written only after every file is stored, and a failure at
 * any later step must not leave objects without rows.
 */
export class UploadBatch {
  /** Files completely stored, in the order the client sent them. */
  readonly files: StoredUpload[] = [];
  private committed = false;

  /** Called once the rows referring to these files are committed; from then on the files belong to them. */
  markCommitted(): void {
    this.committed = true;
  }

  get isCommitted(): boolean {
    return this.committed;
  }
}
