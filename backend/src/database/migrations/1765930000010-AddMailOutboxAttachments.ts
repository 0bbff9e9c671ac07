import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Attachments of an outbox message (docs/mail.md, "Attachments"): a JSON list of files in the file
 * storage, read when the message is sent, so the row stays small whatever it attaches.
 */
export class AddMailOutboxAttachments1765930000010 implements MigrationInterface {
  name = 'AddMailOutboxAttachments1765930000010';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumn('mail_outbox', new TableColumn({ name: 'attachments', type: 'text', isNullable: true }));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('mail_outbox', 'attachments');
  }
}
