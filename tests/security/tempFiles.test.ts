/**
 * Exported and template workbooks, and uploaded import workbooks, are deleted a day after they were written
 * (issue 10, item 7; src/server/modules/file/sweep.ts): by the sweep the app runs at startup and hourly. Files are
 * aged with utimes instead of waiting.
 */
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTemporaryFiles, TEMPORARY_FILE_TTL_MS } from '../../src/server/modules/file/sweep';
import { call, login, startServer, type TestServer } from '../api/helpers';

let s: TestServer;
let admin: string;
const SUPPLIER = '/api/visualdev/OnlineDev/vd-supplier';

beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
});
afterAll(async () => { await s?.close(); });

const folder = (name: string) => join(s.dataDir, 'files', name);
const files = (name: string) => (existsSync(folder(name)) ? readdirSync(folder(name)).sort() : []);
/** Sets a file's times to `hours` ago. */
const age = (path: string, hours: number) => {
  const t = new Date(Date.now() - hours * 3600_000);
  utimesSync(path, t, t);
};
/** Makes a workbook through the API: an export of the supplier list, or the supplier import template. */
async function makeWorkbook(kind: 'export' | 'template') {
  const res = kind === 'export'
    ? await call<{ url: string }>(s.app, 'POST', `${SUPPLIER}/Actions/Export`, { token: admin, body: { dataType: 0 } })
    : await call<{ url: string }>(s.app, 'GET', `${SUPPLIER}/TemplateDownload`, { token: admin });
  expect(res.code, res.msg).toBe(200);
  return res.data!.url;
}
const uploads = (type: string) => s.app.loom.db.selectFrom('fileUpload').select('name').where('type', '=', type)
  .execute().then((rows) => rows.map((r) => r.name).sort());

describe('temporary files', () => {
  it('are swept a day after they were written, with their rows and download tickets', async () => {
    const before = files('export');
    const oldUrl = await makeWorkbook('export');
    const [oldExport] = files('export').filter((n) => !before.includes(n));
    await makeWorkbook('template');
    const [freshTemplate] = files('export').filter((n) => !before.includes(n) && n !== oldExport);
    expect(oldExport && freshTemplate).toBeTruthy();
    // An uploaded import workbook, two days old.
    mkdirSync(folder('import'), { recursive: true });
    const oldImport = `20240101_${'b'.repeat(32)}.xlsx`;
    writeFileSync(join(folder('import'), oldImport), 'PK');
    age(join(folder('import'), oldImport), 48);
    age(join(folder('export'), oldExport), 25);
    // Just under a day: kept.
    age(join(folder('export'), freshTemplate), 23);

    expect(await sweepTemporaryFiles(s.app.loom)).toBe(2);
    expect(files('export')).toEqual([...before, freshTemplate].sort());
    expect(files('import')).not.toContain(oldImport);
    expect(await uploads('export')).toEqual([freshTemplate]);
    // The old export's one-shot URL finds nothing any more; a second sweep has nothing to do.
    const res = await s.app.inject({ method: 'GET', url: oldUrl });
    expect((res.json() as { code: number }).code).toBe(400);
    expect(await sweepTemporaryFiles(s.app.loom)).toBe(0);
    // A day later the template goes too.
    expect(await sweepTemporaryFiles(s.app.loom, Date.now() + TEMPORARY_FILE_TTL_MS)).toBe(1);
    expect(files('export')).toEqual(before);
  });

  it('are swept when the app starts', async () => {
    await makeWorkbook('export');
    const [name] = files('export');
    age(join(folder('export'), name), 30);
    // A second app on the same data folder (no seeding: the store is the first app's).
    const other = await startServer({ listen: false, dataDir: s.dataDir, seed: false });
    try {
      await other.app.ready();
      expect(files('export')).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
