import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor, type Type } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { catchError, finalize, from, Observable, switchMap, throwError } from 'rxjs';
import { FILE_STORAGE, FileStorage } from '../../storage/file-storage';
import { actingBusinessOf } from '../../access/current-business.resolver';
import { QuotaReservation, StorageQuotaService } from '../quota/storage-quota.service';
import { MultipartUploadReader } from './multipart-upload.reader';
import { UploadBatch } from './upload-batch';
import { attachUploadBatch } from './uploaded-batch.decorator';
import { UPLOAD_OWNER, UploadOwnerResolver } from './upload-owner';

/** Waits before each further attempt to delete an orphaned upload: about ten minutes in all. */
const ORPHAN_DELETE_RETRY_MS = [250, 500, 1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 120_000, 300_000];

/**
 * Receives a multipart document upload before the handler runs: files go to storage as they
 * arrive, text fields become the body that the ValidationPipe checks. If the upload is refused
 * here, or anything later fails before the batch is committed (validation, an unknown
 * requestId, the database), every object this request wrote is deleted again.
 *
 * Runs after the guards, so nobody signed out can make us read, let alone store, a byte.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly logger = new Logger(DocumentUploadInterceptor.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly quota: StorageQuotaService,
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const resolver = this.reflector.get<Type<UploadOwnerResolver> | undefined>(UPLOAD_OWNER, context.getHandler());
    const owner = resolver
      ? this.moduleRef
          .get(resolver, { strict: false })
          .ownerFor(req)
          .catch((err: unknown) => {
            // Refused without reading the body: close the connection after replying instead of reading on.
            if (req.is('multipart/form-data')) res.setHeader('Connection', 'close');
            throw err;
          })
      : // A client route: the business the guard checked, whose documents and quota these are.
        Promise.resolve().then(() => actingBusinessOf(req).id);
    let reservation: QuotaReservation | null = null;
    const release = () => {
      const r = reservation;
      reservation = null;
      r?.release().catch((err: unknown) => this.logger.warn(`Could not release a storage reservation: ${String(err)}`));
    };
    return from(owner.then((ownerId) => this.receive(req, res, ownerId, (r) => (reservation = r)))).pipe(
      switchMap((batch) =>
        next.handle().pipe(catchError((err: unknown) => from(this.discard(batch)).pipe(switchMap(() => throwError(() => err))))),
      ),
      // Stored (the rows count from now on), refused or abandoned: the reservation is given back.
      finalize(release),
    );
  }

  private async receive(req: Request, res: Response, businessId: number, reserved: (r: QuotaReservation) => void): Promise<UploadBatch> {
    const batch = new UploadBatch();
    attachUploadBatch(req, batch);
    // Not multipart (a JSON body, or none): no files, and validation says what is missing.
    if (!req.is('multipart/form-data')) return batch;

    // The storage quota: refused unread when it cannot fit, else its room is reserved and the reader
    // stops once the files pass it (docs/security.md).
    let room: QuotaReservation;
    try {
      room = await this.quota.reserve(businessId, Number(req.headers['content-length']));
    } catch (err) {
      // Refused without reading the body: close the connection after replying instead of reading on.
      res.setHeader('Connection', 'close');
      throw err;
    }
    reserved(room);
    const result = await new MultipartUploadReader(req, this.storage, businessId, room).read();
    if (result.problem) {
      await this.deleteKeys(result.keys);
      // Part of the body is still unread: close the connection after replying instead of reading on.
      if (result.unread) res.setHeader('Connection', 'close');
      throw result.problem;
    }
    req.body = result.fields;
    batch.files.push(...result.files);
    return batch;
  }

  private async discard(batch: UploadBatch): Promise<void> {
    if (batch.isCommitted) return;
    await this.deleteKeys(batch.files.map((f) => f.key));
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') return;
      // The object has no row and nobody can reach it. When storage fails part-way through an
      // upload it is usually still away a moment later, so this first delete fails too (the
      // storage-failure resilience test saw the files stored before the failure stay for good).
      // Try again in the background until storage is back, and say so loudly if it never is.
      this.logger.warn(`Could not delete orphaned upload ${keys[i]} yet; retrying in the background`, String(r.reason));
      this.deleteLater(keys[i], 0);
    });
  }

  private deleteLater(key: string, attempt: number): void {
    const delay = ORPHAN_DELETE_RETRY_MS[attempt];
    if (delay === undefined) {
      this.logger.error(`Gave up deleting orphaned upload ${key}; remove it by hand`);
      return;
    }
    const timer = setTimeout(() => {
      this.storage.delete(key).then(
        () => this.logger.log(`Deleted orphaned upload ${key} after ${attempt + 1} retries`),
        () => this.deleteLater(key, attempt + 1),
      );
    }, delay);
    // Pending retries never keep the process alive on shutdown (the object then stays, logged above).
    timer.unref();
  }
}
