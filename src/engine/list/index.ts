export * from './compile';
export * from './search';
export * from './rows';
