/**
 * The SQL kind of data interfaces (issue 14 item 4): one SELECT whose named parameters are bound (never spliced),
 * run on a read-only connection (SQLite: a separate read-only process; PostgreSQL: a READ ONLY transaction) with a
 * statement time limit, written by administrators only; every other text refused with a clear message, writes
 * refused even when disguised (chains, comments, a data-modifying CTE, a function that writes).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHandleOf } from '../../src/server/db';
import { queryPostgres } from '../../src/server/modules/dataInterface/sql/postgres';
import { querySqlite } from '../../src/server/modules/dataInterface/sql/sqlite';
import { prepareSqlRole, sqlReaderOf, sqlRoleReady } from '../../src/server/modules/dataInterface/sql/role';
import { call, login, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown>;

let s: TestServer;
let admin: string;
let sysop: string;
let staff: string;
const pg = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  process.env.LOOM_SQL_TIMEOUT_MS = '1500';
  s = await startServer({ listen: false });
  admin = await login(s.app);
  staff = await login(s.app, 'liuyang');
  // A demo user given the role 系统管理员 (the 数据接口 menu and its buttons) who is no administrator.
  const user = await s.app.loom.db.selectFrom('users').select('id').where('account', '=', 'wangfang').executeTakeFirstOrThrow();
  await s.app.loom.db.insertInto('userRelation').values({ id: `${user.id}:Role:role-sysadmin`, userId: user.id,
    objectType: 'Role', objectId: 'role-sysadmin', sortCode: 9 }).execute();
  sysop = await login(s.app, 'wangfang');
});
afterAll(async () => {
  delete process.env.LOOM_SQL_TIMEOUT_MS;
  await s?.close();
});

const B = '/api/system/DataInterface';
const req = <T = unknown>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown,
  lang?: string) => call<T>(s.app, method, url, { token, body, lang });

const PROVINCES = 'SELECT id, full_name AS "fullName" FROM area WHERE parent_id = :parentId ORDER BY id';
const sqlBody = (over: Record<string, unknown> = {}) => ({ fullName: '省份', enCode: 'provinces', category: '测试接口',
  type: 'sql', sqlText: PROVINCES, params: [{ field: 'parentId', label: '上级', dataType: 'string', defaultValue: '-1' }],
  sortCode: 1, enabledMark: 1, ...over });
const areaCount = async () => Number((await s.app.loom.db.selectFrom('area').select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow()).n);

let provinces = '';

describe('a SQL interface', () => {
  it('is created by an administrator, its fields read from the store, and answers rows with parameters bound', async () => {
    const created = await req<{ id: string }>(admin, 'POST', B, sqlBody());
    expect(created.code, created.msg).toBe(200);
    provinces = created.data!.id;
    const fields = await req<Row[]>(admin, 'POST', `${B}/${provinces}/Actions/GetFields`);
    expect(fields.data).toEqual([{ field: 'id', label: 'id' }, { field: 'fullName', label: 'fullName' }]);
    const all = await req<Row[]>(staff, 'POST', `${B}/${provinces}/Actions/Preview`, {});
    expect(all.code, all.msg).toBe(200);
    expect(all.data!.length).toBe(34);
    expect(all.data![0]).toEqual({ id: '110000', fullName: '北京市' });
    const cities = await req<Row[]>(staff, 'POST', `${B}/${provinces}/Actions/Preview`,
      { paramList: [{ field: 'parentId', defaultValue: '340000' }] });
    const anhui = await s.app.loom.db.selectFrom('area').select('id').where('parentId', '=', '340000').execute();
    expect(cities.data!.map((r) => r.fullName)).toContain('合肥市');
    expect(cities.data!.map((r) => r.id).sort()).toEqual(anhui.map((r) => r.id).sort());
    const param = await req<{ paramList: Row[] }>(admin, 'GET', `${B}/GetParam/${provinces}`);
    expect(param.data!.paramList).toEqual([{ field: 'parentId', label: '上级', dataType: 'string', required: false,
      defaultValue: '-1' }]);
  });

  it('binds a value, never splices it: quotes and statements in a value find nothing and change nothing', async () => {
    const before = await areaCount();
    for (const value of ["-1' OR '1'='1", "-1'; DELETE FROM area; --", '-1" OR 1=1 --']) {
      const res = await req<Row[]>(staff, 'POST', `${B}/${provinces}/Actions/Preview`,
        { paramList: [{ field: 'parentId', defaultValue: value }] });
      expect(res.code, res.msg).toBe(200);
      expect(res.data).toEqual([]);
    }
    expect(await areaCount()).toBe(before);
  });

  it('pages, searches and looks up rows for popup selects like any interface', async () => {
    const page = await req<{ list: Row[]; pagination: Row }>(staff, 'POST', `${B}/${provinces}/Action/List`,
      { keyword: '江', currentPage: 1, pageSize: 2, relationField: 'fullName' });
    const withJiang = (await s.app.loom.db.selectFrom('area').select('fullName').where('parentId', '=', '-1').orderBy('id')
      .execute()).map((r) => r.fullName).filter((n) => n.includes('江'));
    expect(withJiang.length).toBeGreaterThan(2);
    expect(page.data!.pagination).toMatchObject({ total: withJiang.length });
    expect(page.data!.list.map((r) => r.fullName)).toEqual(withJiang.slice(0, 2));
    const info = await req<Row[]>(staff, 'POST', `${B}/${provinces}/Action/InfoByIds`, { ids: ['330000', '110000'] });
    expect(info.data!.map((r) => r.fullName)).toEqual(['浙江省', '北京市']);
  });

  it('refuses a parameter it does not declare, a missing required one and a number that is none', async () => {
    expect(await req(staff, 'POST', `${B}/${provinces}/Actions/Preview`, { paramList: [{ field: 'password', defaultValue: 'x' }] }))
      .toMatchObject({ code: 400, msg: '参数paramList.0.field不合法：数据接口没有参数password' });
    const strict = await req<{ id: string }>(admin, 'POST', B, sqlBody({ fullName: '按级别', enCode: 'byLevel',
      sqlText: 'SELECT id FROM area WHERE level = :level', params: [{ field: 'level', label: '级别', dataType: 'number', required: true }] }));
    expect(strict.code, strict.msg).toBe(200);
    const url = `${B}/${strict.data!.id}/Actions/Preview`;
    expect(await req(staff, 'POST', url, {})).toMatchObject({ code: 400, msg: '参数级别不能为空' });
    expect(await req(staff, 'POST', url, { paramList: [{ field: 'level', defaultValue: 'abc' }] }, 'en'))
      .toMatchObject({ code: 400, msg: 'Parameter 级别 must be a number' });
    const one = await req<Row[]>(staff, 'POST', url, { paramList: [{ field: 'level', defaultValue: '1' }] });
    expect(one.data!.length).toBe(34);
  });
});

describe('what a SQL interface refuses', () => {
  const refused = async (sqlText: string, params: Row[] = []) => {
    const res = await req(admin, 'POST', B, sqlBody({ fullName: 'x', enCode: 'x', sqlText, params }));
    return res.code === 200 ? 'saved' : res.msg;
  };

  it('refuses anything but one SELECT, in the user\'s language', async () => {
    const before = await areaCount();
    expect(await refused('DELETE FROM area')).toBe('SQL语句只能是查询（SELECT）语句');
    expect(await refused('SELECT 1 AS a; DELETE FROM area')).toBe('SQL语句只能有一条，不能用分号连接多条语句');
    expect(await refused('SELECT 1 AS a /* ; */ ; /* hidden */ DELETE FROM area')).toBe('SQL语句只能有一条，不能用分号连接多条语句');
    expect(await refused('SELECT 1 AS a -- comment\n; UPDATE area SET full_name = \'x\'')).toBe('SQL语句只能有一条，不能用分号连接多条语句');
    expect(await refused('/* SELECT */ INSERT INTO area (id) VALUES (\'x\')')).toBe('SQL语句只能是查询（SELECT）语句');
    expect(await refused('WITH d AS (DELETE FROM area RETURNING id) SELECT * FROM d')).toBe('SQL语句不能包含DELETE：数据接口只能读取数据');
    expect(await refused('SELECT * INTO area_copy FROM area')).toBe('SQL语句不能包含INTO：数据接口只能读取数据');
    expect(await refused('PRAGMA writable_schema = 1')).toBe('SQL语句只能是查询（SELECT）语句');
    expect(await refused("ATTACH DATABASE 'x.db' AS x")).toBe('SQL语句只能是查询（SELECT）语句');
    expect(await refused("SELECT 1 AS a; ATTACH DATABASE 'x.db' AS x")).toBe('SQL语句只能有一条，不能用分号连接多条语句');
    expect(await refused('DROP TABLE area')).toBe('SQL语句只能是查询（SELECT）语句');
    expect(await refused('SELECT id FROM area WHERE id = :nope')).toBe('SQL语句中的参数nope不在参数列表中');
    // Positional parameters: `?` on SQLite, `$1` on PostgreSQL (where `?` is a jsonb operator).
    expect(await refused(`SELECT id FROM area WHERE id = ${pg ? '$1' : '?'}`)).toBe('参数请写成 :参数名（不支持 ?、@、$ 形式的参数）');
    expect(await refused("SELECT 'unterminated FROM area")).toBe('SQL语句中有未结束的字符串、名称或注释');
    expect(await refused('SELECT nosuchcolumn FROM area')).toMatch(/^SQL语句执行出错：/);
    const en = await req(admin, 'POST', B, sqlBody({ fullName: 'x', enCode: 'x', sqlText: 'SELECT 1 AS a; SELECT 2 AS b' }), 'en');
    expect(en.msg).toBe('Only one SQL statement is allowed: statements cannot be chained with semicolons');
    // A parameter row's cell is named by its column's title in the user's language.
    const badName = await req(admin, 'POST', B, sqlBody({ fullName: 'x', enCode: 'x', sqlText: 'SELECT 1 AS a',
      params: [{ field: '1bad' }] }), 'en');
    expect([badName.code, badName.msg]).toEqual([400, '"Parameter" is invalid']);
    expect(await areaCount()).toBe(before);
  });

  it('accepts what only looks like a write: a string or a comment holding one', async () => {
    const res = await req<{ id: string }>(admin, 'POST', B, sqlBody({ fullName: '字符串', enCode: 'strings',
      sqlText: "SELECT id FROM area WHERE full_name = 'x''; DELETE FROM area; --' -- ; DROP TABLE area\n ORDER BY id;", params: [] }));
    expect(res.code, res.msg).toBe(200);
    const rows = await req<Row[]>(staff, 'POST', `${B}/${res.data!.id}/Actions/Preview`, {});
    expect(rows.data).toEqual([]);
  });

  it('runs on a connection that cannot write, even when the text gets past the scan', async () => {
    const handle = rawHandleOf(s.app.loom.db)!;
    const before = await areaCount();
    if (handle.kind === 'pg') {
      // A function that writes, called from a SELECT: nothing in the text says DELETE.
      await sql.raw('CREATE FUNCTION loom_wipe() RETURNS bigint AS $$ DELETE FROM area RETURNING 1 $$ LANGUAGE sql')
        .execute(s.app.loom.db);
      const saved = await req(admin, 'POST', B, sqlBody({ fullName: 'w', enCode: 'w', sqlText: 'SELECT loom_wipe() AS n', params: [] }));
      expect([saved.code, saved.msg]).toEqual([400, '数据接口只能读取数据，不能修改数据']);
      await expect(queryPostgres(handle.pool, 'WITH d AS (DELETE FROM area RETURNING id) SELECT count(*) FROM d', [],
        { timeoutMs: 2000, limit: 10 })).rejects.toMatchObject({ reason: 'readOnly' });
    } else {
      await expect(querySqlite(handle.sqlite.name, 'DELETE FROM area', [], { timeoutMs: 2000, limit: 10 }))
        .rejects.toMatchObject({ reason: 'readOnly' });
      await expect(querySqlite(handle.sqlite.name, "SELECT * FROM (SELECT 1) WHERE 0; ATTACH 'x.db' AS x", [],
        { timeoutMs: 2000, limit: 10 })).rejects.toMatchObject({ reason: 'failed' });
      await expect(querySqlite(handle.sqlite.name, 'PRAGMA user_version = 7', [], { timeoutMs: 2000, limit: 10 }))
        .rejects.toMatchObject({ reason: 'readOnly' });
    }
    expect(await areaCount()).toBe(before);
  });

  it('stops a query past its time limit, and the next query runs', async () => {
    const created = await req<{ id: string }>(admin, 'POST', B, sqlBody({ fullName: '计数', enCode: 'counting',
      sqlText: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < :n) SELECT count(*) AS n FROM c',
      params: [{ field: 'n', label: '上限', dataType: 'number', defaultValue: '10' }] }));
    expect(created.code, created.msg).toBe(200);
    const url = `${B}/${created.data!.id}/Actions/Preview`;
    expect((await req<Row[]>(staff, 'POST', url, {})).data).toEqual([{ n: 10 }]);
    const started = Date.now();
    const slow = await req(staff, 'POST', url, { paramList: [{ field: 'n', defaultValue: 2_000_000_000 }] });
    expect([slow.code, slow.msg]).toEqual([400, '数据接口执行超时（超过1.5秒）']);
    expect(Date.now() - started).toBeLessThan(6000);
    expect((await req<Row[]>(staff, 'POST', url, { paramList: [{ field: 'n', defaultValue: 3 }] })).data).toEqual([{ n: 3 }]);
  });
});

describe('the tables a SQL interface may read', () => {
  const refusedTable = async (sqlText: string) => {
    const res = await req(admin, 'POST', `${B}/Actions/Preview`, sqlBody({ fullName: 't', enCode: 't', sqlText, params: [] }));
    return res.code === 200 ? 'answered' : res.msg;
  };
  const usersMsg = 'SQL语句不能读取表users：数据接口只能读取基础数据和表单数据';

  it('refuses the users table (password hashes) however the text reaches it, in the user\'s language', async () => {
    expect(await refusedTable('SELECT account, password_hash FROM users')).toBe(usersMsg);
    expect(await refusedTable('SELECT a.id, (SELECT password_hash FROM users LIMIT 1) AS p FROM area a')).toBe(usersMsg);
    expect(await refusedTable('WITH u AS (SELECT * FROM "users") SELECT account FROM u')).toBe(usersMsg);
    expect(await refusedTable('SELECT id FROM area WHERE id IN (SELECT organize_id FROM users)')).toBe(usersMsg);
    expect(await refusedTable('SELECT token_hash FROM user_session')).toBe(usersMsg.replace('users', 'user_session'));
    const en = await req(admin, 'POST', B, sqlBody({ fullName: 'u', enCode: 'u', sqlText: 'SELECT password_hash FROM users', params: [] }), 'en');
    expect([en.code, en.msg]).toEqual([400, 'The SQL statement cannot read the table users: data interfaces only read reference data and form records']);
    // The store's own catalogue tells no secrets but is no business data either.
    expect(await refusedTable(pg ? 'SELECT rolname FROM pg_authid' : 'SELECT sql FROM sqlite_master')).not.toBe('answered');
  });

  it('refuses the users table on the store itself, below the scanner', async () => {
    const handle = rawHandleOf(s.app.loom.db)!;
    const text = 'SELECT password_hash FROM users';
    if (handle.kind === 'pg') {
      await expect(queryPostgres(sqlReaderOf(handle.pool)!, text, [], { timeoutMs: 2000, limit: 10 }))
        .rejects.toMatchObject({ reason: 'tableRefused', message: 'users' });
      // Logged in as the reader there is no role to go back to: a role reset from inside the statement (through a
      // function that runs a query string, which the scan cannot see) changes nothing, and users stays refused.
      const back = "SELECT (SELECT count(*) FROM ts_stat('SELECT to_tsvector(set_config(''role'', session_user, true))')) AS a, "
        + "(SELECT count(*) FROM ts_stat('SELECT to_tsvector(password_hash) FROM users')) AS b";
      expect(await refusedTable(back)).toBe(usersMsg);
      const reset = "SELECT (SELECT count(*) FROM ts_stat('SELECT to_tsvector(set_config(''session_authorization'', ''postgres'', true))')) AS a";
      expect(await refusedTable(reset)).toMatch(/^SQL语句执行出错：.*(permission denied|not allowed)/);
    } else {
      await expect(querySqlite(handle.sqlite.name, text, [], { timeoutMs: 2000, limit: 10 }))
        .rejects.toMatchObject({ reason: 'tableRefused', message: 'users' });
      // A table-valued pragma reads the schema through a virtual table: refused too; json_each is allowed.
      await expect(querySqlite(handle.sqlite.name, "SELECT name FROM pragma_table_info('users')", [], { timeoutMs: 2000, limit: 10 }))
        .rejects.toMatchObject({ reason: 'tableRefused' });
    }
  });

  it.runIf(pg)('prepares no role as a user that may neither create nor join it (SQL interfaces are then refused), and says why', async () => {
    const handle = rawHandleOf(s.app.loom.db)!;
    if (handle.kind !== 'pg') return;
    // A login without CREATEROLE and no membership of the interfaces' role: it may neither make nor use it.
    const user = `loom_plain_${process.pid}_${Date.now().toString(36)}`;
    await handle.pool.query(`CREATE ROLE ${user} LOGIN`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.username = user;
    url.pathname = `/${(await handle.pool.query('SELECT current_database() AS d')).rows[0].d}`;
    const pgm = (await import('pg')).default;
    const pool = new pgm.Pool({ connectionString: url.toString(), max: 1 });
    const warned: string[] = [];
    try {
      expect(await prepareSqlRole(pool, { warn: (_o, msg) => { warned.push(msg); } })).toBe(false);
      expect(sqlRoleReady(pool)).toBe(false);
      expect(warned).toEqual(['SQL data interfaces are refused: their read-only role could not be prepared']);
      // The server's own pool was prepared at start.
      expect(sqlRoleReady(handle.pool)).toBe(true);
    } finally {
      await pool.end();
      await handle.pool.query(`DROP OWNED BY ${user}`).catch(() => undefined);
      await handle.pool.query(`DROP ROLE ${user}`);
    }
    // The server's own role still serves.
    const answered = await req(admin, 'POST', `${B}/Actions/Preview`, sqlBody());
    expect(answered.code, answered.msg).toBe(200);
  });

  it('reads reference data and form records, with JSON functions', async () => {
    expect(await refusedTable('SELECT d.full_name, t.full_name AS type FROM dictionary_data d JOIN dictionary_type t ON t.id = d.dictionary_type_id'))
      .toBe('answered');
    expect(await refusedTable('SELECT o.full_name, p.full_name AS pos FROM organize o LEFT JOIN position p ON p.organize_id = o.id'))
      .toBe('answered');
    expect(await refusedTable('SELECT r.id, v.full_name FROM visualdev_record r JOIN visualdev v ON v.id = r.model_id'))
      .toBe('answered');
    expect(await refusedTable(pg ? "SELECT value AS v FROM json_array_elements_text('[\"a\",\"b\"]')"
      : "SELECT value AS v FROM json_each('[\"a\",\"b\"]')")).toBe('answered');
  });
});

describe('a definition tried before it is saved', () => {
  it('answers the rows of an unsaved SQL text with the parameters given, and refuses what saving refuses', async () => {
    const before = await req<{ list: Row[]; pagination: { total: number } }>(admin, 'GET', B);
    const rows = await req<Row[]>(admin, 'POST', `${B}/Actions/Preview`, { ...sqlBody({ fullName: '试', enCode: 'try' }),
      paramList: [{ field: 'parentId', defaultValue: '340000' }] });
    expect(rows.code, rows.msg).toBe(200);
    expect(rows.data!.map((r) => r.fullName)).toContain('合肥市');
    // Nothing was saved.
    expect((await req<{ pagination: { total: number } }>(admin, 'GET', B)).data!.pagination.total).toBe(before.data!.pagination.total);
    expect(await req(admin, 'POST', `${B}/Actions/Preview`, { ...sqlBody({ sqlText: 'SELECT 1 AS a; DELETE FROM area' }) }))
      .toMatchObject({ code: 400, msg: 'SQL语句只能有一条，不能用分号连接多条语句' });
    const staticRows = await req<Row[]>(sysop, 'POST', `${B}/Actions/Preview`, { fullName: '静', enCode: 'st', category: 'c',
      type: 'static', dataJson: '[{"id":"1","k":"a"},{"id":"2","k":"b"}]', paramList: [{ field: 'k', defaultValue: 'b' }] });
    expect(staticRows.data).toEqual([{ id: '2', k: 'b' }]);
    expect(await req(sysop, 'POST', `${B}/Actions/Preview`, sqlBody()))
      .toMatchObject({ code: 403, msg: '只有系统管理员可以新建、修改或删除SQL数据接口' });
    expect((await req(staff, 'POST', `${B}/Actions/Preview`, sqlBody())).code).toBe(403);
  });
});

describe('who may write a SQL interface', () => {
  it('refuses a 系统管理员 who is no administrator: create, edit, copy, state, delete of SQL; other kinds are theirs', async () => {
    const msg = '只有系统管理员可以新建、修改或删除SQL数据接口';
    expect(await req(sysop, 'POST', B, sqlBody({ fullName: 'y', enCode: 'y' }))).toMatchObject({ code: 403, msg });
    expect(await req(sysop, 'PUT', `${B}/${provinces}`, sqlBody())).toMatchObject({ code: 403, msg });
    expect(await req(sysop, 'POST', `${B}/${provinces}/Actions/Copy`)).toMatchObject({ code: 403, msg });
    expect(await req(sysop, 'PUT', `${B}/${provinces}/Actions/State`)).toMatchObject({ code: 403, msg });
    expect(await req(sysop, 'DELETE', `${B}/${provinces}`)).toMatchObject({ code: 403, msg });
    // Turning a static interface into SQL is writing SQL too.
    const own = await req<{ id: string }>(sysop, 'POST', B, { fullName: '静态', enCode: 'sysopStatic', category: '测试接口',
      type: 'static', dataJson: '[{"id":"1","fullName":"一"}]', fields: [] });
    expect(own.code, own.msg).toBe(200);
    expect(await req(sysop, 'PUT', `${B}/${own.data!.id}`, sqlBody({ fullName: '静态', enCode: 'sysopStatic' })))
      .toMatchObject({ code: 403, msg });
    // Reading it is every signed-in user's, as for any interface.
    expect((await req<Row[]>(staff, 'POST', `${B}/${provinces}/Actions/Preview`, {})).code).toBe(200);
    // And the administration calls are the menu's.
    expect((await req(staff, 'GET', `${B}/${provinces}`)).code).toBe(403);
  });
});
