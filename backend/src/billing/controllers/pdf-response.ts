import type { Response } from 'express';
import type { StoredObject } from '../../storage/file-storage';

/** Streams a stored PDF as a private attachment. */
export function sendPdf(res: Response, file: StoredObject, fileName: string, contentType = 'application/pdf'): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  file.body.pipe(res);
}
