// The server as `npm start` runs it: compiled ahead into dist-server/ (src/server/build.ts) and started by node alone
// with the start script's flags, in its own process. The bundle must find what the sources find beside themselves
// (fixtures for the seed, screen documents for the admin forms' rules, the SQLite read worker), and the packages
// Node's own loader resolves. SQLite only: what is compiled does not depend on the store, the read worker does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../bench/serverProcess';

let server: ServerProcess;
beforeAll(async () => { server = await startServerProcess(); }, 120_000);
afterAll(async () => { await server?.close(); });

const call = async (method: string, path: string, body?: object, lang = 'zh-CN') => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: server.token, 'content-type': 'application/json', 'accept-language': lang },
    body: body && JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data?: { list?: Record<string, unknown>[] } };
};

describe('the compiled server (npm start)', () => {
  it('reads a saved record back through a List searched on the SQLite read worker', async () => {
    const data = { billRuleField101: 'CG-COMPILED-1', comInputField102: '编译后的供应商', dateField103: Date.UTC(2024, 0, 1),
      selectField104: '1', tableField105: [], textareaField110: '' };
    const saved = await call('POST', '/api/visualdev/OnlineDev/vd-purchase-order', { data: JSON.stringify(data) });
    expect(saved.code, saved.msg).toBe(200);
    const list = await call('POST', '/api/visualdev/OnlineDev/vd-purchase-order/List',
      { currentPage: 1, pageSize: 20, keyword: '编译后' });
    expect(list.code, list.msg).toBe(200);
    expect(list.data!.list!.map((r) => r.comInputField102)).toEqual(['编译后的供应商']);
  });

  it('refuses a bad admin body in the words of its screen document', async () => {
    const long = await call('POST', '/api/system/DictionaryType', { parentId: '-1', fullName: 'x'.repeat(51), enCode: 'c1' });
    expect([long.code, long.msg]).toEqual([400, '名称最多为50个字符！']);
  });
});
