/** Bulk import of generated-form records: template columns, sheet rows, cell conversion. */
export * from './columns';
export * from './sheet';
export * from './convert';
