import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { stringColumn } from './schema-helpers';

/**
 * documents.fileUrl was written on every upload (a second UPDATE per file, once the id was known)
 * and never read: the download route is derived from the id when a response is built. It goes.
 */
export class DropDocumentsFileUrl1764200000000 implements MigrationInterface {
  name = 'DropDocumentsFileUrl1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.dropColumn('documents', 'fileUrl');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.addColumn('documents', new TableColumn({ ...stringColumn('fileUrl', 500, false), default: "''" }));
    const isMysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    const url = isMysql ? "CONCAT('/api/documents/', id, '/file')" : "'/api/documents/' || id || '/file'";
    await q.query(`UPDATE documents SET fileUrl = ${url}`);
  }
}
