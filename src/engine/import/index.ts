/** Bulk import of generated-form records (spec 001 §2.8): template columns, sheet rows, cell conversion. */
export * from './columns';
export * from './sheet';
export * from './convert';
