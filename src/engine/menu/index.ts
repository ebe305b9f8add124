export * from './types';
export * from './link';
export * from './routes';
export * from './topMenu';
