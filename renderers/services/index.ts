/** The services context of the renderers: types and hooks. */
export * from './types';
export * from './context';
