import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/errors/domain-error';
import type { Request } from 'express';
import { UploadOwnerResolver } from '../documents/upload/upload-owner';
import { User } from '../users/user.entity';
import { CONVERSATION_NOT_FOUND } from './messages.constants';
import { MessagesService } from './messages.service';

/**
 * Files a staff member sends in a conversation belong to that conversation's client: stored under
 * the client's keys, counted against the client's quota, listed in the client's documents. Only a
 * conversation in the staff member's scope qualifies (404 otherwise, before the body is read).
 */
@Injectable()
export class StaffConversationUploadOwner implements UploadOwnerResolver {
  constructor(private readonly messages: MessagesService) {}

  async ownerFor(req: Request): Promise<number> {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError('conversation.not_found', CONVERSATION_NOT_FOUND);
    return (await this.messages.findForStaff(req.user as User, id)).clientId;
  }
}
