import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { UploadOwnerResolver } from '../upload/upload-owner';
import { User } from '../../users/user.entity';
import { ClientAccessService } from '../../access/client-access.service';

/**
 * Files staff publish to a client belong to that client: stored under the client's keys and
 * counted against the client's quota. Only a client in the staff member's scope qualifies (404
 * otherwise, before a byte of the body is read).
 */
@Injectable()
export class StaffClientUploadOwner implements UploadOwnerResolver {
  constructor(private readonly access: ClientAccessService) {}

  async ownerFor(req: Request): Promise<number> {
    const id = Number(req.params.clientId);
    return (await this.access.clientFor(req.user as User, Number.isSafeInteger(id) && id > 0 ? id : 0)).id;
  }
}
