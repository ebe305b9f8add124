/**
 * The direction of imports is enforced by eslint.config.js: this proves each rule refuses what it should, and only
 * that, by linting a probe file placed (virtually, through ESLint's API) in each folder. `npm test` runs
 * `npm run lint`, so a real violation anywhere fails the build too.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-restricted-imports messages ESLint gives a file at `filePath` holding `source`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  expect(await eslint.isPathIgnored(filePath)).toBe(false);
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const probe = (specifier: string) => `import * as probe from '${specifier}';\nexport const used = probe;\n`;

describe('import direction (eslint no-restricted-imports)', { timeout: 120_000 }, () => {
  it('keeps src/engine free of React, antd, the web app, the server and the renderers', async () => {
    const file = 'src/engine/form/directionProbe.ts';
    for (const bad of ['react', 'react-dom/client', 'antd', '@ant-design/icons', '@rjsf/core', '../../web/api/http',
      '../../server/i18n', '../../../src/web/session/store', '../../../renderers/registry', '../../../renderers']) {
      expect(await refusals(file, probe(bad)), bad).toHaveLength(1);
    }
    for (const good of ['../types', '../../time/format', 'dayjs', 'ajv']) {
      expect(await refusals(file, probe(good)), good).toEqual([]);
    }
  });

  it('keeps renderers/ from importing src/web or src/server', async () => {
    const file = 'renderers/kinds/pickers/directionProbe.tsx';
    for (const bad of ['../../../src/web/api/http', '../../../src/web/session/store', '../../../src/server/i18n']) {
      expect(await refusals(file, probe(bad)), bad).toHaveLength(1);
    }
    for (const good of ['../../../src/engine/types', '../../services', 'antd', 'react']) {
      expect(await refusals(file, probe(good)), good).toEqual([]);
    }
    expect((await refusals('renderers/directionProbe.ts', probe('../src/web/print/usePrint')))[0])
      .toMatch(/services context/);
  });

  it('holds the renderers\' tests and their test helper to the same rule; tests elsewhere may wire the app', async () => {
    expect(await refusals('renderers/kinds/directionProbe.test.tsx', probe('../../src/web/api/http'))).toHaveLength(1);
    expect(await refusals('renderers/kinds/pickers/directionProbe.test.tsx', probe('../../../src/web/session/store')))
      .toHaveLength(1);
    expect(await refusals('renderers/testing.tsx', probe('../src/web/services'))).toHaveLength(1);
    expect(await refusals('renderers/kinds/directionProbe.test.tsx', probe('../testing'))).toEqual([]);
    expect(await refusals('tests/conformance/directionProbe.test.tsx', probe('../../src/web/services'))).toEqual([]);
  });

  it('keeps src/web from importing src/server', async () => {
    for (const [file, bad] of [['src/web/directionProbe.ts', '../server/i18n'],
      ['src/web/pages/dynamicModel/directionProbe.tsx', '../../../server/modules/visualdev/list'],
      ['src/web/preview/directionProbe.ts', '../../../src/server/http/envelope']]) {
      expect(await refusals(file, probe(bad)), `${file}: ${bad}`).toHaveLength(1);
    }
    for (const good of ['../../../renderers', '../../engine/types', '../api/http']) {
      expect(await refusals('src/web/pages/directionProbe.ts', probe(good)), good).toEqual([]);
    }
  });

  it('keeps the file preview (src/cli/preview) from importing src/server', async () => {
    for (const [file, bad] of [['src/cli/preview/directionProbe.ts', '../../server/i18n'],
      ['src/cli/preview/directionProbe.ts', '../../server/modules/visualdev/record'],
      ['src/cli/preview.ts', '../server/http/envelope']]) {
      expect(await refusals(file, probe(bad)), `${file}: ${bad}`).toHaveLength(1);
    }
    for (const good of ['../../engine/i18n', '../../engine/list/memory', '../definitionFile', 'vite']) {
      expect(await refusals('src/cli/preview/directionProbe.ts', probe(good)), good).toEqual([]);
    }
  });

  it('leaves the server and the other command-line tools to their own imports', async () => {
    expect(await refusals('src/server/directionProbe.ts', probe('../engine/types'))).toEqual([]);
    expect(await refusals('src/cli/directionProbe.ts', probe('../server/i18n'))).toEqual([]);
  });
});
