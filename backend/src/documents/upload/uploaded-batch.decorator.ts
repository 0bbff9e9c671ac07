import { createParamDecorator, ExecutionContext, InternalServerErrorException } from '@nestjs/common';
import type { Request } from 'express';
import { UploadBatch } from './upload-batch';

/** Batches by request, kept out of the Express request type so nothing else can stumble on them. */
const batches = new WeakMap<Request, UploadBatch>();

export function attachUploadBatch(req: Request, batch: UploadBatch): void {
  batches.set(req, batch);
}

/** The files DocumentUploadInterceptor stored for this request. */
export const UploadedBatch = createParamDecorator((_data: unknown, ctx: ExecutionContext): UploadBatch => {
  const batch = batches.get(ctx.switchToHttp().getRequest<Request>());
  if (!batch) throw new InternalServerErrorException('UploadedBatch used on a route without DocumentUploadInterceptor');
  return batch;
});
