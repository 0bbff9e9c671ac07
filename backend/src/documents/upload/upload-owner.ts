import { SetMetadata, type Type } from '@nestjs/common';
import type { Request } from 'express';

/**
 * Which client business's archive an upload goes into, when it is not the business a client
 * route acts for: a staff member's files sent in a client's conversation are the client's
 * documents, stored under the business's keys and counted against its quota. The resolver
 * returns the business id, and checks that the signed-in user may write there before a byte is
 * read (a 404 otherwise).
 */
export interface UploadOwnerResolver {
  ownerFor(req: Request): Promise<number>;
}

export const UPLOAD_OWNER = 'documents:upload-owner';

/** `@UploadOwner(SomeResolver)` on a route with DocumentUploadInterceptor; the resolver is a provider. */
export const UploadOwner = (resolver: Type<UploadOwnerResolver>) => SetMetadata(UPLOAD_OWNER, resolver);
