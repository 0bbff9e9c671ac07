/**
 * A DATETIME read through a raw query (an aggregate such as MIN(createdAt), which TypeORM does not
 * convert): MariaDB's driver gives a Date (the connection's time zone is UTC, data-source-options.ts);
 * SQLite gives the text TypeORM stored, 'YYYY-MM-DD HH:MM:SS(.SSS)', also in UTC.
 */
export function rawDateTime(value: Date | string): Date {
  if (value instanceof Date) return value;
  const iso = value.includes('T') ? value : value.replace(' ', 'T');
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
}
