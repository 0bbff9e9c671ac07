import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { enumColumn, foreignKey, idColumn, moneyColumn, stringColumn, timestampColumn } from './schema-helpers';

const ROLES = ['client', 'admin', 'accountant', 'manager'];
const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'expired', 'pending'];
const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'];
const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'needs_revision'];

/** Every table of the first release (users, catalogue, documents, requests, subscriptions, payments, employees, enquiries), plus sessions. Written with the QueryRunner API so it runs on SQLite and MariaDB/MySQL. */
export class CreateInitialSchema1763700000000 implements MigrationInterface {
  name = 'CreateInitialSchema1763700000000';

  public async up(q: QueryRunner): Promise<void> {
    const type = q.connection.options.type;
    if (type === 'mysql' || type === 'mariadb') {
      // New tables inherit the database default: make it utf8mb4 so names like "Zoë" or emoji survive.
      const [{ db }] = (await q.query('SELECT DATABASE() AS db')) as Array<{ db: string }>;
      await q.query(`ALTER DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }

    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          idColumn,
          { ...stringColumn('username', 50, false), isUnique: true },
          { ...stringColumn('email', 254, false), isUnique: true },
          stringColumn('password', 255, false),
          stringColumn('firstName', 100),
          stringColumn('lastName', 100),
          stringColumn('phone', 30),
          enumColumn(q, 'role', ROLES, 'client'),
          { name: 'isStaff', type: 'boolean', default: false },
          stringColumn('company', 200),
          stringColumn('address', 255),
          stringColumn('city', 100),
          stringColumn('postalCode', 20),
          { ...stringColumn('country', 100, false), default: "'South Africa'" },
          stringColumn('vatNumber', 30),
          stringColumn('registrationNumber', 50),
          stringColumn('businessType', 50),
          stringColumn('annualRevenue', 50),
          { name: 'numberOfEmployees', type: 'int', isNullable: true },
          { name: 'isProfileComplete', type: 'boolean', default: false },
          stringColumn('stripeCustomerId', 255),
          { name: 'lastLogin', type: 'datetime', isNullable: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
      }),
    );

    await q.createTable(
      new Table({
        name: 'services',
        columns: [
          idColumn,
          stringColumn('title', 100, false),
          { name: 'description', type: 'text' },
          moneyColumn('price'),
          { ...stringColumn('packageType', 50, false), isUnique: true },
          { name: 'features', type: 'text' },
        ],
      }),
    );

    await q.createTable(
      new Table({
        name: 'subscriptions',
        columns: [
          idColumn,
          { name: 'userId', type: 'int' },
          { name: 'serviceId', type: 'int' },
          enumColumn(q, 'status', SUBSCRIPTION_STATUSES, 'pending'),
          stringColumn('stripeSubscriptionId', 255),
          { name: 'startDate', type: 'datetime' },
          { name: 'endDate', type: 'datetime', isNullable: true },
          { name: 'renewalDate', type: 'datetime', isNullable: true },
          { name: 'autoRenew', type: 'boolean', default: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE'), foreignKey('serviceId', 'services', 'RESTRICT')],
        indices: [{ columnNames: ['userId'] }, { columnNames: ['serviceId'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'documents',
        columns: [
          idColumn,
          { name: 'userId', type: 'int' },
          stringColumn('fileName', 255, false),
          stringColumn('fileType', 150, false),
          { name: 'fileSize', type: 'int' },
          stringColumn('fileUrl', 500, false),
          { ...stringColumn('storageKey', 255, false), isUnique: true },
          stringColumn('category', 50, false),
          { name: 'description', type: 'text', isNullable: true },
          enumColumn(q, 'status', DOCUMENT_STATUSES, 'pending'),
          timestampColumn('uploadedAt'),
          { name: 'lastModified', type: 'datetime', isNullable: true },
          { name: 'reviewedBy', type: 'int', isNullable: true },
          { name: 'reviewedAt', type: 'datetime', isNullable: true },
          { name: 'reviewNotes', type: 'text', isNullable: true },
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE'), foreignKey('reviewedBy', 'users', 'SET NULL')],
        indices: [{ columnNames: ['userId'] }, { columnNames: ['reviewedBy'] }, { columnNames: ['userId', 'uploadedAt'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'document_requests',
        columns: [
          idColumn,
          { name: 'clientId', type: 'int' },
          { name: 'requestedBy', type: 'int', isNullable: true },
          stringColumn('documentType', 100, false),
          { name: 'description', type: 'text', isNullable: true },
          { name: 'dueDate', type: 'date', isNullable: true },
          { ...stringColumn('status', 20, false), default: "'pending'" },
          { name: 'fulfilledWith', type: 'int', isNullable: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
        foreignKeys: [
          foreignKey('clientId', 'users', 'CASCADE'),
          foreignKey('requestedBy', 'users', 'SET NULL'),
          foreignKey('fulfilledWith', 'documents', 'SET NULL'),
        ],
        indices: [{ columnNames: ['clientId'] }, { columnNames: ['requestedBy'] }, { columnNames: ['fulfilledWith'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'payments',
        columns: [
          idColumn,
          { name: 'userId', type: 'int', isNullable: true },
          { name: 'subscriptionId', type: 'int', isNullable: true },
          moneyColumn('amount'),
          { ...stringColumn('currency', 3, false), default: "'ZAR'" },
          enumColumn(q, 'status', PAYMENT_STATUSES, 'pending'),
          stringColumn('paymentMethod', 50),
          stringColumn('stripePaymentId', 255),
          { name: 'paymentDate', type: 'datetime' },
          stringColumn('description', 255),
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('userId', 'users', 'SET NULL'), foreignKey('subscriptionId', 'subscriptions', 'SET NULL')],
        indices: [{ columnNames: ['userId'] }, { columnNames: ['subscriptionId'] }, { columnNames: ['userId', 'paymentDate'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'company_employees',
        columns: [
          idColumn,
          { name: 'userId', type: 'int' },
          stringColumn('firstName', 100, false),
          stringColumn('lastName', 100, false),
          stringColumn('email', 254),
          stringColumn('phone', 30),
          stringColumn('position', 100),
          stringColumn('employeeId', 50),
          stringColumn('taxNumber', 30),
          moneyColumn('salaryAmount', true),
          { name: 'startDate', type: 'date', isNullable: true },
          { name: 'endDate', type: 'date', isNullable: true },
          { name: 'isActive', type: 'boolean', default: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
        indices: [{ columnNames: ['userId'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'contact_submissions',
        columns: [
          idColumn,
          stringColumn('name', 100, false),
          stringColumn('email', 254, false),
          stringColumn('subject', 200, false),
          { name: 'message', type: 'text' },
          stringColumn('phone', 30),
          timestampColumn('createdAt'),
          { name: 'isRead', type: 'boolean', default: false },
        ],
        indices: [{ columnNames: ['createdAt'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'waitlist_submissions',
        columns: [
          idColumn,
          stringColumn('name', 100, false),
          stringColumn('email', 254, false),
          stringColumn('phone', 30),
          stringColumn('business', 200),
          stringColumn('interest', 50),
          { name: 'message', type: 'text', isNullable: true },
          timestampColumn('createdAt'),
          { name: 'isContacted', type: 'boolean', default: false },
        ],
        indices: [{ columnNames: ['createdAt'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'quote_requests',
        columns: [
          idColumn,
          stringColumn('name', 100),
          stringColumn('email', 254, false),
          stringColumn('phone', 30),
          stringColumn('businessType', 50),
          stringColumn('annualRevenue', 50),
          { name: 'services', type: 'text', isNullable: true },
          { name: 'additionalInfo', type: 'text', isNullable: true },
          timestampColumn('createdAt'),
          { name: 'isProcessed', type: 'boolean', default: false },
        ],
      }),
    );

    await q.createTable(
      new Table({
        name: 'activity_logs',
        columns: [
          idColumn,
          { name: 'userId', type: 'int', isNullable: true },
          stringColumn('action', 100, false),
          { name: 'details', type: 'text', isNullable: true },
          stringColumn('ipAddress', 64),
          stringColumn('userAgent', 500),
          timestampColumn('timestamp'),
        ],
        indices: [{ columnNames: ['userId'] }, { columnNames: ['timestamp'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'client_notes',
        columns: [
          idColumn,
          { name: 'clientId', type: 'int' },
          { name: 'authorId', type: 'int', isNullable: true },
          { name: 'content', type: 'text' },
          { name: 'isPrivate', type: 'boolean', default: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
        foreignKeys: [foreignKey('clientId', 'users', 'CASCADE'), foreignKey('authorId', 'users', 'SET NULL')],
        indices: [{ columnNames: ['clientId'] }, { columnNames: ['authorId'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'client_assignments',
        columns: [
          idColumn,
          { name: 'clientId', type: 'int' },
          { name: 'accountantId', type: 'int' },
          { name: 'assignedBy', type: 'int', isNullable: true },
          { name: 'isActive', type: 'boolean', default: true },
          timestampColumn('assignedAt'),
          { name: 'notes', type: 'text', isNullable: true },
        ],
        foreignKeys: [
          foreignKey('clientId', 'users', 'CASCADE'),
          foreignKey('accountantId', 'users', 'CASCADE'),
          foreignKey('assignedBy', 'users', 'SET NULL'),
        ],
        indices: [{ columnNames: ['clientId'] }, { columnNames: ['accountantId'] }, { columnNames: ['assignedBy'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'admin_notifications',
        columns: [
          idColumn,
          { name: 'userId', type: 'int', isNullable: true },
          stringColumn('title', 200, false),
          { name: 'message', type: 'text' },
          stringColumn('type', 50, false),
          stringColumn('relatedTo', 50),
          { name: 'relatedId', type: 'int', isNullable: true },
          { name: 'isRead', type: 'boolean', default: false },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
        indices: [{ columnNames: ['userId'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { ...stringColumn('id', 128, false), isPrimary: true },
          { name: 'expiresAt', type: 'bigint' },
          { name: 'userId', type: 'int', isNullable: true },
          { name: 'data', type: 'text' },
        ],
      }),
    );
    await q.createIndex('sessions', new TableIndex({ columnNames: ['expiresAt'] }));
    await q.createIndex('sessions', new TableIndex({ columnNames: ['userId'] }));
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'sessions',
      'admin_notifications',
      'client_assignments',
      'client_notes',
      'activity_logs',
      'quote_requests',
      'waitlist_submissions',
      'contact_submissions',
      'company_employees',
      'payments',
      'document_requests',
      'documents',
      'subscriptions',
      'services',
      'users',
    ]) {
      await q.dropTable(table, true, true, true);
    }
  }
}
