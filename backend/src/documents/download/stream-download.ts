import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { DocumentDownload } from '../documents.service';

/** Sends an opened document with the headers the file policy chose; every download route ends here. */
export function streamDownload(res: Response, file: DocumentDownload): StreamableFile {
  res.set({ ...file.headers });
  return new StreamableFile(file.body, { length: file.size });
}
