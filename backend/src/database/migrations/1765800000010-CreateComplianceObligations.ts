import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { enumColumn, foreignKey, idColumn, moneyColumn, stringColumn, timestampColumn } from './schema-helpers';

// Frozen copy of compliance/obligation-status.ts as of this migration.
const OBLIGATION_STATUSES = ['upcoming', 'awaiting_client', 'in_progress', 'submitted', 'paid', 'not_applicable'];

/**
 * A business's SARS and CIPC obligations, one row per type and period (docs/compliance.md): worked
 * out by the rules from the business's profile, with the status, PRN, amount and note staff keep,
 * and the documents that prove each one.
 */
export class CreateComplianceObligations1765800000010 implements MigrationInterface {
  name = 'CreateComplianceObligations1765800000010';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'compliance_obligations',
        columns: [
          idColumn,
          { name: 'businessId', type: 'int' },
          stringColumn('type', 24, false),
          stringColumn('label', 120, false),
          { name: 'periodStart', type: 'date' },
          { name: 'periodEnd', type: 'date' },
          { name: 'dueDate', type: 'date' },
          { ...enumColumn(q, 'status', OBLIGATION_STATUSES, 'upcoming'), isNullable: false },
          stringColumn('prn', 30),
          moneyColumn('amount', true),
          { name: 'note', type: 'text', isNullable: true },
          { name: 'updatedById', type: 'int', isNullable: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
        foreignKeys: [foreignKey('businessId', 'client_businesses', 'CASCADE'), foreignKey('updatedById', 'users', 'SET NULL')],
        uniques: [{ name: 'UQ_compliance_obligations_business_type_period', columnNames: ['businessId', 'type', 'periodEnd'] }],
        indices: [{ name: 'IDX_compliance_obligations_dueDate', columnNames: ['dueDate'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'compliance_obligation_proofs',
        columns: [idColumn, { name: 'obligationId', type: 'int' }, { name: 'documentId', type: 'int' }, timestampColumn('createdAt')],
        foreignKeys: [foreignKey('obligationId', 'compliance_obligations', 'CASCADE'), foreignKey('documentId', 'documents', 'CASCADE')],
        uniques: [{ name: 'UQ_compliance_obligation_proofs_pair', columnNames: ['obligationId', 'documentId'] }],
        indices: [{ name: 'IDX_compliance_obligation_proofs_documentId', columnNames: ['documentId'] }],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('compliance_obligation_proofs', true, true, true);
    await q.dropTable('compliance_obligations', true, true, true);
  }
}
