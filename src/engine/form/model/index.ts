export * from './model';
export * from './paths';
export * from './clock';
export * from './errors';
