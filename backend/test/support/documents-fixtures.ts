import request from 'supertest';
import { DataSource } from 'typeorm';
import { DocumentRequest } from '../../src/documents/document-request.entity';
import { FILE_STORAGE, FileStorage } from '../../src/storage/file-storage';
import { TestApp } from './test-app';

/** A small file that looks like what clients send. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/** Creates a document request straight in the table (staff create them through their own API). */
export function createDocumentRequest(
  dataSource: DataSource,
  overrides: Partial<DocumentRequest> & { clientId: number },
): Promise<DocumentRequest> {
  const repo = dataSource.getRepository(DocumentRequest);
  return repo.save(
    repo.create({
      requestedBy: null,
      documentType: 'Bank statements',
      description: 'March to May 2026, all business accounts',
      dueDate: '2099-12-31',
      status: 'pending',
      fulfilledWith: null,
      ...overrides,
    }),
  );
}

export function fileStorage(t: TestApp): FileStorage {
  return t.app.get<FileStorage>(FILE_STORAGE);
}

/** Every object under documents/, whoever it belongs to. */
export function storedDocumentKeys(t: TestApp): Promise<string[]> {
  return fileStorage(t).list('documents/');
}

/** A supertest parser that collects the response body as bytes whatever its content type. */
export function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  // In Node, superagent hands parsers the raw response stream.
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
