export * from './types';
export * from './kinds';
export * from './compile';
export * from './format';
export * from './messages';
export * from './relation';
