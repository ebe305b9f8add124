export * from './model';
export * from './options';
export * from './paths';
export * from './clock';
export * from './errors';
export * from './rows';
