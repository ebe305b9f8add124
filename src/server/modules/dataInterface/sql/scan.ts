/**
 * Reads the SQL text of a SQL data interface before it ever reaches a database: one SELECT (or WITH ... SELECT),
 * named parameters (`:name`) found outside strings, quoted names and comments, and nothing that writes, changes
 * settings or reaches outside the query. The database is the real guard (a read-only connection or transaction);
 * this scan is what turns a refused text into a clear message, and the placeholders it finds are bound, never
 * spliced.
 */

export type Dialect = 'sqlite' | 'pg';

export type ScanProblem =
  | { key: 'sqlEmpty' }
  | { key: 'sqlSeveral' }
  | { key: 'sqlNotSelect' }
  | { key: 'sqlForbidden'; word: string }
  | { key: 'sqlPositional' }
  | { key: 'sqlUnterminated' };

export interface ScannedSql {
  /** The text between placeholders: pieces.length === names.length + 1. */
  pieces: string[];
  /** The parameter named at each placeholder, in order (a name may repeat). */
  names: string[];
}

/**
 * Words refused outside strings and comments: statements that write or change the schema or the session, SELECT
 * INTO (creates a table on PostgreSQL), row locks, and the server functions that read files or stop other sessions.
 */
const FORBIDDEN = new Set([
  'insert', 'update', 'delete', 'merge', 'upsert', 'create', 'drop', 'alter', 'truncate', 'grant', 'revoke',
  'attach', 'detach', 'pragma', 'vacuum', 'reindex', 'analyze', 'copy', 'call', 'do', 'lock', 'set', 'reset',
  'notify', 'listen', 'unlisten', 'into', 'returning', 'begin', 'commit', 'rollback', 'savepoint', 'release',
  'load_extension', 'pg_read_file', 'pg_read_binary_file', 'pg_ls_dir', 'pg_stat_file', 'lo_import', 'lo_export',
  'lo_unlink', 'lo_put', 'pg_terminate_backend', 'pg_cancel_backend', 'pg_reload_conf', 'pg_rotate_logfile',
  'set_config', 'dblink', 'dblink_exec', 'pg_advisory_lock', 'pg_advisory_xact_lock', 'pg_notify', 'nextval',
  'setval', 'txid_current', 'pg_switch_wal', 'pg_create_restore_point', 'query_to_xml', 'pg_logical_emit_message',
]);

const isWordStart = (c: string) => /[A-Za-z_\u0080-\uffff]/.test(c);
const isWordChar = (c: string) => /[A-Za-z0-9_$\u0080-\uffff]/.test(c);

/** The named parameters and placeholders of `text`, or the first problem found. */
export function scanSql(text: string, dialect: Dialect): ScannedSql | ScanProblem {
  const pieces: string[] = [];
  const names: string[] = [];
  let piece = '';
  let firstWord: string | null = null;
  let ended = false; // a `;` was met: only blanks and comments may follow
  let i = 0;
  const n = text.length;
  const take = (to: number) => { piece += text.slice(i, to); i = to; };

  while (i < n) {
    const c = text[i];
    const next = text[i + 1] ?? '';
    if (c === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      take(end < 0 ? n : end);
      continue;
    }
    if (c === '/' && next === '*') {
      // PostgreSQL nests block comments, SQLite ends one at the first */.
      let depth = 1;
      let j = i + 2;
      while (j < n && depth > 0) {
        if (text[j] === '*' && text[j + 1] === '/') { depth -= 1; j += 2; }
        else if (dialect === 'pg' && text[j] === '/' && text[j + 1] === '*') { depth += 1; j += 2; }
        else j += 1;
      }
      if (depth > 0) return { key: 'sqlUnterminated' };
      take(j);
      continue;
    }
    if (/\s/.test(c)) { take(i + 1); continue; }
    if (ended) return { key: 'sqlSeveral' };
    if (c === ';') {
      ended = true;
      i += 1; // the trailing `;` is dropped: the text is run inside a subquery
      continue;
    }
    if (c === "'" || c === '"' || c === '`' || c === '[') {
      // Strings and quoted names: '' (or "") inside is the quote itself; E'..' strings also escape with a backslash.
      if (c === '[' && dialect === 'pg') { take(i + 1); continue; }
      const close = c === '[' ? ']' : c;
      const backslash = c === "'" && dialect === 'pg' && /[eE]$/.test(piece) && !isWordChar(piece.at(-2) ?? ' ');
      let j = i + 1;
      for (;;) {
        if (j >= n) return { key: 'sqlUnterminated' };
        if (backslash && text[j] === '\\') { j += 2; continue; }
        if (text[j] === close) {
          if (close !== ']' && text[j + 1] === close) { j += 2; continue; }
          break;
        }
        j += 1;
      }
      take(j + 1);
      continue;
    }
    if (c === '$' && dialect === 'pg') {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i));
      if (m) {
        const end = text.indexOf(m[0], i + m[0].length);
        if (end < 0) return { key: 'sqlUnterminated' };
        take(end + m[0].length);
        continue;
      }
      if (/^\$\d/.test(text.slice(i))) return { key: 'sqlPositional' };
    }
    if (c === '?') {
      // PostgreSQL's jsonb operators ?, ?| and ?& are no placeholders there; SQLite has no such operator.
      if (dialect === 'sqlite') return { key: 'sqlPositional' };
      take(i + 1);
      continue;
    }
    if (c === ':' && next === ':') { take(i + 2); continue; }
    if ((c === ':' || (dialect === 'sqlite' && (c === '@' || c === '$'))) && isWordStart(next)) {
      if (c !== ':') return { key: 'sqlPositional' };
      let j = i + 1;
      while (j < n && isWordChar(text[j]) && text[j] !== '$') j += 1;
      if (firstWord === null) return { key: 'sqlNotSelect' };
      pieces.push(piece);
      piece = '';
      names.push(text.slice(i + 1, j));
      i = j;
      continue;
    }
    if (isWordStart(c)) {
      let j = i + 1;
      while (j < n && isWordChar(text[j])) j += 1;
      const word = text.slice(i, j);
      const lower = word.toLowerCase();
      if (firstWord === null) {
        firstWord = lower;
        if (lower !== 'select' && lower !== 'with') return { key: 'sqlNotSelect' };
      }
      if (FORBIDDEN.has(lower)) return { key: 'sqlForbidden', word };
      take(j);
      continue;
    }
    take(i + 1);
  }
  if (firstWord === null) return { key: 'sqlEmpty' };
  pieces.push(piece);
  return { pieces, names };
}

export const isScanProblem = (r: ScannedSql | ScanProblem): r is ScanProblem => 'key' in r;

/** The text with each placeholder written as the dialect binds it: `?` on SQLite, `$1`, `$2` ... on PostgreSQL. */
export function placeholders(s: ScannedSql, dialect: Dialect): string {
  return s.pieces.reduce((out, p, k) => out + (k === 0 ? '' : dialect === 'pg' ? `$${k}` : '?') + p, '');
}
