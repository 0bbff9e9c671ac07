/** The compliance rules: pure functions and data, no Nest or TypeORM (docs/compliance.md). */
export * from './obligation-types';
export * from './obligations';
export * from './filing-windows';
