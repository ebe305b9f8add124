import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/*
 * The direction of imports: engine <- renderers <- web, engine <- server. The engine is pure (no React, no antd,
 * nothing from the app, the server or the renderers); renderers reach the app only through the services context
 * (renderers/services); the web app never imports the server. Specifiers are matched as written, so a relative
 * path that climbs into a forbidden folder is caught as well as a bare package name. The renderers' tests and their
 * helper (renderers/testing.tsx) follow the renderers' rule too: they answer the services with test ones, as any
 * host would. tests/conformance/importDirection.test.ts proves each rule refuses what it should.
 */
const climbsInto = (folders) => `^(\\.\\./)+(${folders})(/|$)`;
const viaSrc = (folders) => `(^|/)src/(${folders})(/|$)`;

export const directionRules = {
  engine: [
    { regex: '^(react|react-dom|antd|@ant-design/.+|@rjsf/.+|react-i18next|@tanstack/react-query)(/.*)?$',
      message: 'src/engine is framework-free: no React, antd or React bindings; put views in renderers/ or src/web.' },
    { regex: climbsInto('web|server'), message: 'src/engine must not import src/web or src/server.' },
    { regex: viaSrc('web|server'), message: 'src/engine must not import src/web or src/server.' },
    { regex: '^(\\.\\./)+renderers(/|$)', message: 'src/engine must not import renderers/.' },
  ],
  renderers: [
    { regex: viaSrc('web'), message: 'renderers/ must not import src/web: reach the app through the services context (renderers/services).' },
    { regex: viaSrc('server'), message: 'renderers/ must not import src/server.' },
  ],
  web: [
    { regex: climbsInto('server'), message: 'src/web must not import src/server: share pure rules through src/engine.' },
    { regex: viaSrc('server'), message: 'src/web must not import src/server: share pure rules through src/engine.' },
  ],
  // The file preview answers the API with no server: the rules and their words come from src/engine.
  preview: [
    { regex: climbsInto('server'), message: 'src/cli/preview must not import src/server: the preview answers with the engine\'s rules and messages.' },
    { regex: viaSrc('server'), message: 'src/cli/preview must not import src/server: the preview answers with the engine\'s rules and messages.' },
  ],
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'dist-bench/**', 'dist-server/**', 'data/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/engine/**/*.{ts,tsx}'], rules: restrict(directionRules.engine) },
  { files: ['renderers/**/*.{ts,tsx}'], rules: restrict(directionRules.renderers) },
  { files: ['src/web/**/*.{ts,tsx}'], rules: restrict(directionRules.web) },
  { files: ['src/cli/preview/**/*.{ts,tsx}', 'src/cli/preview.ts'], rules: restrict(directionRules.preview) },
);
