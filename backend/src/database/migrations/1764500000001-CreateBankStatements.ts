import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, stringColumn, timestampColumn } from './schema-helpers';

/** Uploaded bank statements for reconciliation: the parsed credit lines and their matches until confirmed. */
export class CreateBankStatements1764500000001 implements MigrationInterface {
  name = 'CreateBankStatements1764500000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'bank_statements',
        columns: [
          idColumn,
          stringColumn('bank', 20, false),
          { name: 'uploadedBy', type: 'int', isNullable: true },
          { name: 'lines', type: 'text' },
          { name: 'confirmedAt', type: 'datetime', isNullable: true },
          timestampColumn('createdAt'),
        ],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('bank_statements');
  }
}
