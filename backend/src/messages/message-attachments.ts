import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../common/errors/domain-error';
import { AuditContext } from '../common/audit/audit-context';
import { Document } from '../documents/document.entity';
import { DocumentsService } from '../documents/documents.service';
import { UploadBatch } from '../documents/upload/upload-batch';
import { MessageAttachment } from './message-attachment.entity';
import { CATEGORY_NEEDED } from './messages.constants';
import type { MessageWriteHooks } from './messages.service';

/** What the archive says about a document that came with a message. */
const ATTACHMENT_DESCRIPTION = 'Sent with a message';
const STAFF_ATTACHMENT_DESCRIPTION = 'Sent by the firm with a message';

/**
 * Files sent with a message become documents in the client's archive through the documents
 * module's own upload path: DocumentUploadInterceptor stores them under generated keys (and
 * deletes them again unless the request commits), DocumentsService writes their rows. This class
 * only links them to the message, in the message's transaction.
 */
@Injectable()
export class MessageAttachments {
  constructor(private readonly documents: DocumentsService) {}

  /**
   * Write hooks for the files of this request (none without files); 400 when files come without a
   * category. Files a staff member sends (`staffId`) are the firm's: approved by the sender, and
   * not announced as a client upload (the message itself notifies the client).
   */
  hooks(batch: UploadBatch, category: string | undefined, audit: AuditContext, staffId?: number): MessageWriteHooks {
    if (batch.files.length === 0) return {};
    if (!category) {
      throw new InvalidInputError('message.category_needed', CATEGORY_NEEDED, { category: CATEGORY_NEEDED });
    }
    let filed: { ownerId: number; documents: Document[] } | null = null;
    return {
      attach: async (m, conversation, message) => {
        // The files are the conversation's business's documents (conversation.clientId names the business).
        const documents = await this.documents.recordUploads(
          m,
          conversation.clientId,
          batch.files,
          { category, description: staffId ? STAFF_ATTACHMENT_DESCRIPTION : ATTACHMENT_DESCRIPTION },
          // The person who sent them; the documents are the conversation's client's.
          { fromStaff: staffId, uploadedBy: audit.actorId ?? undefined },
        );
        await m.getRepository(MessageAttachment).insert(documents.map((d) => ({ messageId: message.id, documentId: d.id })));
        filed = { ownerId: conversation.clientId, documents };
        return documents.map((d) => d.id);
      },
      committed: async () => {
        // From here on the stored files belong to their rows: the interceptor must not delete them.
        batch.markCommitted();
        if (filed && !staffId && audit.actorId !== null) {
          await this.documents.announceUploads(filed.ownerId, audit.actorId, filed.documents, null, audit);
        }
      },
    };
  }
}
