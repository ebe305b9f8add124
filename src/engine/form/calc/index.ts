/** Calculate fields: token expressions, evaluation with numbers only, the dependency graph. */
export * from './expression';
export * from './evaluate';
export * from './graph';
