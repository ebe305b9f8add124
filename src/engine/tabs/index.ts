export * from './types';
export * from './visited';
export * from './resolve';
