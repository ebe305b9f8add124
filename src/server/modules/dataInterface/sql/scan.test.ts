// The scan of a SQL interface's text: placeholders found only outside strings, quoted names and comments (each
// dialect's own quoting), written as the dialect binds them, and every refusal with its reason.
import { describe, expect, it } from 'vitest';
import { placeholders, scanSql, type Dialect } from './scan';

const bound = (text: string, dialect: Dialect) => {
  const s = scanSql(text, dialect);
  if ('key' in s) throw new Error(`refused: ${s.key}`);
  return { text: placeholders(s, dialect), names: s.names };
};
const problem = (text: string, dialect: Dialect) => {
  const s = scanSql(text, dialect);
  return 'key' in s ? s : null;
};

describe('scanSql', () => {
  it('finds named parameters outside strings, names and comments, and writes them per dialect', () => {
    const text = "SELECT a AS \":x\", ':y' AS b /* :z */ FROM t WHERE c = :c AND d = :d -- :e\n AND f = :c";
    expect(bound(text, 'sqlite')).toEqual({ names: ['c', 'd', 'c'],
      text: "SELECT a AS \":x\", ':y' AS b /* :z */ FROM t WHERE c = ? AND d = ? -- :e\n AND f = ?" });
    expect(bound(text, 'pg').text).toContain('c = $1 AND d = $2 -- :e\n AND f = $3');
  });

  it('leaves PostgreSQL casts, dollar-quoted and E-strings alone', () => {
    expect(bound("SELECT :n::int AS n, $$ :no; DELETE $$ AS s, E'it\\'s :no' AS e, $tag$ ; $tag$ AS t", 'pg'))
      .toEqual({ names: ['n'], text: "SELECT $1::int AS n, $$ :no; DELETE $$ AS s, E'it\\'s :no' AS e, $tag$ ; $tag$ AS t" });
  });

  it('ends a block comment as each store does: PostgreSQL nests them, SQLite does not', () => {
    expect(problem('SELECT 1 /* a /* b */ ; DELETE FROM t */', 'pg')).toBeNull();
    expect(problem('SELECT 1 /* a /* b */ ; DELETE FROM t */', 'sqlite')).toEqual({ key: 'sqlSeveral' });
  });

  it('drops one trailing semicolon and refuses anything after it', () => {
    expect(bound('SELECT 1 AS a ;  -- done\n', 'sqlite').text).toBe('SELECT 1 AS a   -- done\n');
    expect(problem('SELECT 1 AS a; SELECT 2 AS b', 'pg')).toEqual({ key: 'sqlSeveral' });
    expect(problem('SELECT 1 AS a;;', 'pg')).toEqual({ key: 'sqlSeveral' });
  });

  it('refuses what is no single read', () => {
    expect(problem('', 'pg')).toEqual({ key: 'sqlEmpty' });
    expect(problem('-- nothing', 'sqlite')).toEqual({ key: 'sqlEmpty' });
    expect(problem('VALUES (1)', 'pg')).toEqual({ key: 'sqlNotSelect' });
    expect(problem(':x', 'pg')).toEqual({ key: 'sqlNotSelect' });
    expect(problem('WITH x AS (UPDATE t SET a = 1 RETURNING a) SELECT * FROM x', 'pg')).toEqual({ key: 'sqlForbidden', word: 'UPDATE' });
    expect(problem('SELECT * FROM t FOR UPDATE', 'pg')).toEqual({ key: 'sqlForbidden', word: 'UPDATE' });
    expect(problem("SELECT pg_read_file('/etc/passwd')", 'pg')).toEqual({ key: 'sqlForbidden', word: 'pg_read_file' });
    expect(problem("SELECT load_extension('x')", 'sqlite')).toEqual({ key: 'sqlForbidden', word: 'load_extension' });
    expect(problem('SELECT a FROM t WHERE a = @a', 'sqlite')).toEqual({ key: 'sqlPositional' });
    expect(problem('SELECT a FROM t WHERE a = $a', 'sqlite')).toEqual({ key: 'sqlPositional' });
    expect(problem("SELECT 'open", 'pg')).toEqual({ key: 'sqlUnterminated' });
    expect(problem('SELECT 1 /* open', 'sqlite')).toEqual({ key: 'sqlUnterminated' });
  });

  it('accepts words that only contain a refused one, and functions such as replace', () => {
    expect(problem("SELECT update_time, replace(full_name, 'a', 'b') AS n, \"delete\" FROM t", 'pg')).toBeNull();
    expect(problem("SELECT * FROM pragma_table_info('area')", 'sqlite')).toBeNull();
  });
});
