import { QueryRunner, TableColumnOptions, TableForeignKeyOptions } from 'typeorm';

/** Auto-increment integer primary key named `id`. */
export const idColumn: TableColumnOptions = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
};

/** `datetime` defaulting to now; works on SQLite and MariaDB alike (CURRENT_TIMESTAMP(6) does not). */
export function timestampColumn(name: string): TableColumnOptions {
  return { name, type: 'datetime', default: 'CURRENT_TIMESTAMP' };
}

export function moneyColumn(name: string, nullable = false): TableColumnOptions {
  return { name, type: 'decimal', precision: 12, scale: 2, isNullable: nullable };
}

export function stringColumn(name: string, length: number, nullable = true): TableColumnOptions {
  return { name, type: 'varchar', length: String(length), isNullable: nullable };
}

/**
 * An enumerated column: a native ENUM on MySQL, a varchar with a CHECK constraint on SQLite.
 */
export function enumColumn(queryRunner: QueryRunner, name: string, values: readonly string[], defaultValue?: string): TableColumnOptions {
  const isMysql = queryRunner.connection.options.type === 'mysql' || queryRunner.connection.options.type === 'mariadb';
  return {
    name,
    type: isMysql ? 'enum' : 'varchar',
    length: isMysql ? undefined : '20',
    enum: [...values],
    default: defaultValue === undefined ? undefined : `'${defaultValue}'`,
  };
}

export function foreignKey(column: string, referencedTable: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT'): TableForeignKeyOptions {
  return { columnNames: [column], referencedTableName: referencedTable, referencedColumnNames: ['id'], onDelete };
}
