export * from './catalogue';
export * from './firm-calendar';
export * from './proclaimed-holidays';
export * from './money';
export * from './upload-limits';
export * from './documents';
export * from './account-rules';
export * from './firm-settings';
