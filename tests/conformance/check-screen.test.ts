// `npm run check-screen` as a user runs it, and every screen document of the repository held to the checker.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreenFile } from '../../src/cli/check-screen';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'loom-check-screen-'));
  cpSync('tests/screens', dir, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function checkScreen(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/check-screen.ts', ...args], {
    cwd: process.cwd(), encoding: 'utf8', timeout: 60_000,
  });
  return { code: r.status, out: r.stdout.trim().split('\n').filter(Boolean), err: r.stderr };
}

/** Every *.screen.json under a folder. */
function screenFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.screen.json')) out.push(p);
    }
  };
  try { walk(root); } catch { /* no screens yet */ }
  return out.sort();
}

describe('npm run check-screen', () => {
  it('says OK for a sound document and its form files', () => {
    const r = checkScreen(join(dir, 'example.screen.json'));
    expect(r).toMatchObject({ code: 0, out: ['OK'] });
  });

  it('prints each problem with its file and JSON path in the asked language, and exits 1', () => {
    const doc = JSON.parse(readFileSync(join(dir, 'example.screen.json'), 'utf8'));
    doc.toolbar[0].permission = 'add';
    doc.forms.rename.file = 'forms/gone.form.json';
    const file = join(dir, 'broken.screen.json');
    writeFileSync(file, JSON.stringify(doc));
    const r = checkScreen(file, '--lang', 'zh-CN');
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      `${file}: $.toolbar[0].permission: 权限编码 add 应以 btn_ 开头`,
      'forms/gone.form.json: $: 找不到表单文件 forms/gone.form.json',
    ]);
  });

  it('reports a form file that is not JSON, and exits 2 for a document that cannot be read', () => {
    writeFileSync(join(dir, 'forms/rename.form.json'), '{ nope');
    const bad = checkScreen(join(dir, 'example.screen.json'));
    expect(bad.code).toBe(1);
    expect(bad.out[0]).toMatch(/^forms\/rename\.form\.json: \$: forms\/rename\.form\.json is not valid JSON/);
    expect(checkScreen(join(dir, 'missing.screen.json')).code).toBe(2);
  });
});

describe('every screen document under schemas/screens', () => {
  const files = screenFiles('schemas/screens');
  it.each(files.length ? files : ['(none yet)'])('%s passes the checker with its form files', (file) => {
    if (file === '(none yet)') return;
    const result = checkScreenFile(file);
    expect('problems' in result ? result.problems.map((p) => `${p.file ?? file}: ${p.path}: ${p.message}`) : result).toEqual([]);
  });
});
