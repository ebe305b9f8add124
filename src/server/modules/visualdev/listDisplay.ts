/**
 * Answers as the original product sent them to its own web client. List rows carry each field's display text in
 * `row[prop]` (option and dictionary names, formatted dates and times, names of people, organisations and areas, the
 * switch's words), because that client prints `row[prop]` as it comes; a record opened for editing carries the
 * fields the server fills (creator, editor, their organisation and position, the times) as text, since that client
 * shows them in read-only text boxes. Loom's web draws, sorts and edits from the stored values and asks for them
 * with the header below; export and print have their own texts and do not pass here.
 */
import type { FastifyRequest } from 'fastify';
import type { FormDefinition, OnlineDevRow } from '../../../engine/types';
import type { Db } from '../../db';
import type { Lang } from '../../i18n';
import { kindSpec } from '../../../engine/kinds';
import { valueFields } from '../../../engine/record/validate';
import { DisplayContext } from './display';
import type { ListPage } from './query/page';

/** Sent by Loom's own web (src/web/api/http.ts): List rows keep the stored values. */
export const STORED_VALUES_HEADER = 'x-loom-values';

export const wantsStoredValues = (req: FastifyRequest) => req.headers[STORED_VALUES_HEADER] === 'stored';

/** Every row of the page (tree-table children included) with its fields' display texts in place of the values. */
export async function displayedPage(db: Db, lang: Lang, form: FormDefinition, page: ListPage): Promise<ListPage> {
  const rows: OnlineDevRow[] = [];
  const walk = (list: unknown) => {
    for (const row of Array.isArray(list) ? list as OnlineDevRow[] : []) {
      rows.push(row);
      walk(row.children);
    }
  };
  walk(page.list);
  if (!rows.length) return page;
  const display = await (await new DisplayContext(db, lang).prepare(form)).relate(form, rows);
  const shown = (row: OnlineDevRow): OnlineDevRow => ({
    ...row, ...display.record(form, row),
    ...(Array.isArray(row.children) ? { children: (row.children as OnlineDevRow[]).map(shown) } : {}),
  });
  return { ...page, list: page.list.map(shown) };
}

/** The record with its server-filled fields (kind role 'system') as display text, '' when empty. */
export async function withSystemTexts(db: Db, lang: Lang, form: FormDefinition, record: Record<string, unknown>):
  Promise<Record<string, unknown>> {
  const system = [...valueFields(form.fields)].filter((f) => kindSpec(f.__config__.jnpfKey)?.role === 'system'
    && (f.__vModel__ as string) in record);
  if (!system.length) return record;
  const display = await new DisplayContext(db, lang).prepare({ ...form, fields: system });
  const out = { ...record };
  for (const f of system) out[f.__vModel__ as string] = display.text(f, record[f.__vModel__ as string]);
  return out;
}
