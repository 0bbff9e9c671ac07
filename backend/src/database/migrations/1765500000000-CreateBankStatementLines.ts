import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { foreignKey, idColumn, stringColumn } from './schema-helpers';

/** A statement line as the `lines` JSON column held it. */
interface JsonLine {
  line: number;
  date: string;
  description: string;
  amountCents: number;
  invoiceId: number | null;
  reason: string | null;
}

/** Rows per INSERT: seven values each, well inside SQLite's and MariaDB's bound-parameter limits. */
const BATCH = 500;

/**
 * A statement's lines become rows of bank_statement_lines instead of one JSON text: a monthly
 * statement of a few hundred lines outgrew MariaDB's TEXT (docs/billing.md). Existing statements
 * keep their lines.
 */
export class CreateBankStatementLines1765500000000 implements MigrationInterface {
  name = 'CreateBankStatementLines1765500000000';

  public async up(q: QueryRunner): Promise<void> {
    // LINES is a reserved word on MariaDB.
    const lines = q.connection.driver.escape('lines');
    const statements = (await q.query(`SELECT id, ${lines} AS ${lines} FROM bank_statements`)) as Array<{ id: number; lines: string }>;
    // Dropped before the lines table refers to bank_statements: SQLite drops a column by copying
    // the table, and dropping the old copy would cascade to the lines.
    await q.dropColumn('bank_statements', 'lines');
    await q.createTable(
      new Table({
        name: 'bank_statement_lines',
        columns: [
          idColumn,
          { name: 'statementId', type: 'int' },
          { name: 'line', type: 'int' },
          stringColumn('date', 10, false),
          stringColumn('description', 200, false),
          { name: 'amountCents', type: 'int' },
          { name: 'invoiceId', type: 'int', isNullable: true },
          stringColumn('reason', 200),
        ],
        foreignKeys: [foreignKey('statementId', 'bank_statements', 'CASCADE')],
        indices: [{ name: 'IDX_bank_statement_lines_statement', columnNames: ['statementId', 'line'] }],
      }),
    );
    const rows = statements.flatMap((s) => (JSON.parse(s.lines) as JsonLine[]).map((l) => ({ ...l, statementId: s.id })));
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      await q.query(
        `INSERT INTO bank_statement_lines (statementId, line, date, description, amountCents, invoiceId, reason) VALUES ${batch
          .map(() => '(?, ?, ?, ?, ?, ?, ?)')
          .join(', ')}`,
        batch.flatMap((l) => [l.statementId, l.line, l.date, l.description.slice(0, 200), l.amountCents, l.invoiceId, l.reason]),
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    const column = q.connection.driver.escape('lines');
    const rows = (await q.query(
      'SELECT statementId, line, date, description, amountCents, invoiceId, reason FROM bank_statement_lines ORDER BY statementId, line, id',
    )) as Array<JsonLine & { statementId: number }>;
    // LONGTEXT on MariaDB: a statement uploaded since may not fit the TEXT the column had before.
    // Filled before the lines table is dropped: MariaDB cannot roll back a dropped table.
    const mysql = q.connection.options.type === 'mysql';
    await q.addColumn('bank_statements', new TableColumn({ name: 'lines', type: mysql ? 'longtext' : 'text', isNullable: true }));
    const byStatement = new Map<number, JsonLine[]>();
    for (const { statementId, ...l } of rows) {
      const list = byStatement.get(statementId) ?? [];
      list.push(l);
      byStatement.set(statementId, list);
    }
    await q.query(`UPDATE bank_statements SET ${column} = '[]'`);
    for (const [id, lines] of byStatement) {
      await q.query(`UPDATE bank_statements SET ${column} = ? WHERE id = ?`, [JSON.stringify(lines), id]);
    }
    await q.dropTable('bank_statement_lines');
    await q.changeColumn(
      'bank_statements',
      'lines',
      new TableColumn({ name: 'lines', type: mysql ? 'longtext' : 'text', isNullable: false }),
    );
  }
}
