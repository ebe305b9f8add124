/** The upload widgets' checks live in the engine, so the server applies the same ones (src/engine/upload/rules.ts). */
export * from '../../../src/engine/upload/rules';
