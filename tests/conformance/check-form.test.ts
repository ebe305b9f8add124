// `npm run check-form` as a user runs it: a child process on real files, its output and its exit code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'loom-check-form-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function checkForm(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/check-form.ts', ...args], {
    cwd: process.cwd(), encoding: 'utf8', timeout: 60_000,
  });
  return { code: r.status, out: r.stdout.trim().split('\n').filter(Boolean), err: r.stderr };
}

function write(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return path;
}

const seeded = JSON.parse(readFileSync('fixtures/forms/purchase-order.json', 'utf8')) as {
  formData: { fields: Record<string, unknown>[] }; columnData: { columnList: Record<string, unknown>[] };
};

// Each case starts Node with tsx: seconds, not milliseconds, on a busy machine.
describe('npm run check-form', { timeout: 60_000 }, () => {
  it('says OK and exits 0 for a sound {formData, columnData} file', () => {
    const r = checkForm('fixtures/forms/purchase-order.json');
    expect(r).toMatchObject({ code: 0, out: ['OK'] });
  });

  it('accepts a bare formData with a separate list file, and a Config answer carrying JSON strings', () => {
    const form = write('form.json', seeded.formData);
    const list = write('list.json', seeded.columnData);
    expect(checkForm(form, list)).toMatchObject({ code: 0, out: ['OK'] });
    const config = write('config.json', { code: 200, msg: 'Success', data: {
      id: 'x', fullName: '采购订单', formData: JSON.stringify(seeded.formData), columnData: JSON.stringify(seeded.columnData) } });
    expect(checkForm(config)).toMatchObject({ code: 0, out: ['OK'] });
  });

  it('prints each problem as "<path>: <message>" and exits non-zero', () => {
    const bad = structuredClone(seeded);
    (bad.formData.fields[0].__config__ as Record<string, unknown>).jnpfKey = 'sparkle';
    bad.formData.fields[2].__vModel__ = 'comInputField102';
    bad.columnData.columnList.push({ prop: 'ghost', label: '幽灵', jnpfKey: 'comInput' });
    const file = write('bad.json', bad);
    const r = checkForm(file);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      '$.fields[0].__config__.jnpfKey: unknown field kind "sparkle"',
      '$.fields[2].__vModel__: duplicate field name "comInputField102" (already used at $.fields[1])',
      // Renaming the date field leaves its list column and search entry pointing nowhere.
      '$.columnList[2].prop: "dateField103" in columnList is not a field of the form',
      '$.columnList[6].prop: "ghost" in columnList is not a field of the form',
      '$.searchList[2].prop: "dateField103" in searchList is not a field of the form',
    ]);
    const zh = checkForm(file, '--lang', 'zh-CN');
    expect(zh.out[0]).toBe('$.fields[0].__config__.jnpfKey: 未知的控件类型“sparkle”');
  });

  it('names a file it cannot read or parse, with exit code 2', () => {
    const r = checkForm(write('broken.json', '{ "fields": ['));
    expect(r.code).toBe(2);
    expect(r.err).toContain('broken.json: not valid JSON');
    expect(checkForm(join(dir, 'missing.json')).code).toBe(2);
    expect(checkForm().code).toBe(2);
  });
});
