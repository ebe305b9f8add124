/**
 * Conformance of 3.1-era documents (fixtures/legacy31, written in the shapes saved by the original's 3.1 designer):
 * tab and collapse items without a kind, a tab inside a collapse inside a tab, every legacy kind that has a view,
 * and list definitions of `{label, prop}` columns with no type and no buttons. Each is accepted by the checker and
 * drawn by the renderers the app uses (the form, the generated list page over the preview's fixture API, the detail
 * view) with no error block, the list showing each column's cell text and the default buttons 新增, 编辑 and 删除.
 */
import { act, type ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkDefinition } from '../../src/engine/definition';
import type { FormDefinition } from '../../src/engine/types';
import { DetailView, LoomForm, compileForWeb, getField } from '../../renderers';
import { Providers } from '../../src/web/testing';
import DynamicModel from '../../src/web/pages/dynamicModel';
import { createFixtureApi, PREVIEW_ID, type FixtureApi } from '../../src/cli/preview/fixtureApi';

// The page's and the fields' calls are answered by the preview's fixture API over the 3.1 document, which completes
// the document as the server reads it.
const fixtures = vi.hoisted(() => {
  const holder: { api: FixtureApi | null } = { api: null };
  const answer = (method: string) => async (url: string, body?: unknown) => {
    const res = await holder.api!.handle({ method, url, body });
    if (res.code !== 200) throw new Error(res.msg);
    return res;
  };
  return { holder, answer };
});
vi.mock('../../src/web/api/http', async (original) => ({
  ...(await original<typeof import('../../src/web/api/http')>()),
  http: { get: fixtures.answer('GET'), post: fixtures.answer('POST'), put: fixtures.answer('PUT'), delete: fixtures.answer('DELETE') },
}));

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const UNKNOWN_TEXT = '无法显示的字段类型';

interface Case {
  file: string;
  record: Record<string, unknown>;
  /** Column label → the text its cell shows for the record. */
  cells: Record<string, string>;
  /** Pane titles of tabs and collapses (items without a kind). */
  panes: string[];
  /** A field placed in a tab inside a collapse inside a tab. */
  nested?: string;
}

const CASES: Case[] = [
  {
    file: 'material-request.json',
    record: {
      title: '劳保手套申领', amount: 1234567.5, pickupCode: 's3cret', category: 'businessTypepurchase',
      period: [Date.UTC(2024, 0, 1, 8), Date.UTC(2024, 0, 31, 8)], shift: ['08:00:00', '17:30:00'],
      site: JSON.stringify({ fullAddress: '四川省成都市武侯区', lat: 30.6, lng: 104.0 }),
      receiverSign: SIGNATURE, reviewerSign: SIGNATURE, remark: '按季度领用',
    },
    cells: {
      申请标题: '劳保手套申领', 申请金额: '1,234,567.5', 提取密码: '******', 业务分类: '采购', 申请部门: '',
      领用日期: '2024-01-01 至 2024-01-31', 领用时间: '08:00:00 至 17:30:00', 仓库位置: '四川省成都市武侯区',
    },
    panes: ['基本信息', '时间安排', '领用时段', '备注说明', '领用地点', '确认签名'],
    nested: '仓库位置',
  },
  {
    file: 'visit-log.json',
    record: { visitor: '张三', gender: '84ff10b322d74ac3a653e3176724f909', visitDay: Date.UTC(2024, 4, 20, 8),
      visitTime: ['09:00:00', '10:30:00'], deposit: 500 },
    cells: { 来访人姓名: '张三', 来访人性别: '男', 来访日期: '2024-05-20', 来访时段: '09:00:00 至 10:30:00', 押金: '500' },
    panes: ['来访人', '来访安排'],
  },
];

/** Kinds of saved 3.x / v5 documents the 3.4.7 palette no longer offers; the fixtures hold each of them. */
const LEGACY_KINDS = ['JNPFAmount', 'PsdInput', 'currDept', 'dicSelect', 'dateRange', 'timeRange', 'location', 'sign', 'signature'];

const read = (file: string) => JSON.parse(readFileSync(resolve('fixtures/legacy31', file), 'utf8')) as
  { fullName: string; formData: FormDefinition; columnData: Record<string, unknown> };

/** Every field of a document (at any depth) with its kind, as written. */
function fieldsOf(list: unknown[]): { kind?: string; label?: string; vModel?: string }[] {
  return list.flatMap((f) => {
    const field = f as { __vModel__?: string; __config__?: { jnpfKey?: string; label?: string; children?: unknown[] } };
    const own = { kind: field.__config__?.jnpfKey, label: field.__config__?.label, vModel: field.__vModel__ };
    return [own, ...fieldsOf(field.__config__?.children ?? [])];
  });
}

async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((done) => setTimeout(done, 20)));
}

async function draw(ui: ReactElement) {
  const utils = render(<Providers>{ui}</Providers>);
  await settle();
  return utils;
}

const errorBlocks = (root: ParentNode) => [...root.querySelectorAll('[data-field-error]')]
  .map((el) => `${el.getAttribute('data-field-error')} (${el.textContent})`);

describe('the 3.1 fixtures', () => {
  it('hold every legacy kind that has a view, and tab and collapse items without a kind', () => {
    const all = CASES.flatMap((c) => fieldsOf(read(c.file).formData.fields));
    for (const kind of LEGACY_KINDS) {
      expect(getField(kind), kind).toBeDefined();
      expect(all.some((f) => f.kind === kind), kind).toBe(true);
    }
    // Six items of the material request's tabs and collapse, one of the visit log's collapse (the other names collapseItem).
    expect(all.filter((f) => f.kind === undefined)).toHaveLength(7);
    for (const c of CASES) {
      const { columnData } = read(c.file);
      expect(columnData.btnsList, c.file).toBeUndefined();
      expect(columnData.columnBtnsList, c.file).toBeUndefined();
      expect(columnData.type, c.file).toBeUndefined();
      for (const col of columnData.columnList as Record<string, unknown>[]) expect(col.jnpfKey).toBeUndefined();
    }
  });
});

describe.each(CASES)('$file', { timeout: 60_000 }, (c) => {
  const doc = read(c.file);
  const labels = fieldsOf(doc.formData.fields).filter((f) => f.vModel).map((f) => f.label!);

  beforeAll(async () => {
    const api = createFixtureApi({ formPath: resolve('fixtures/legacy31', c.file), now: () => Date.UTC(2024, 5, 1) });
    fixtures.holder.api = api;
    const saved = await api.handle({ method: 'POST', url: `/api/visualdev/OnlineDev/${PREVIEW_ID}`, body: { data: JSON.stringify(c.record) } });
    expect(saved.code, saved.msg).toBe(200);
  });

  it('is accepted by the checker as written', () => {
    expect(checkDefinition(doc.formData, doc.columnData).map((p) => `${p.path}: ${p.message}`)).toEqual([]);
  });

  it('draws the form with every field and pane, and no error block', async () => {
    const compiled = compileForWeb(doc.formData);
    expect(compiled.unknown).toEqual([]);
    const { container, unmount } = await draw(<LoomForm compiled={compiled} formData={{ ...c.record }} onSubmit={() => {}} />);
    expect(errorBlocks(container)).toEqual([]);
    expect(container.textContent).not.toContain(UNKNOWN_TEXT);
    for (const label of labels) expect(container.textContent, label).toContain(label);
    for (const pane of c.panes) expect(container.textContent, pane).toContain(pane);
    if (c.nested) {
      const label = [...container.querySelectorAll('label')].find((l) => l.textContent === c.nested)!;
      const inner = label.closest('.ant-tabs');
      const collapse = inner?.parentElement?.closest('.ant-collapse');
      expect(collapse?.parentElement?.closest('.ant-tabs'), 'tab > collapse > tab').toBeTruthy();
    }
    unmount();
  });

  it('draws the list with each column\'s cell and the default buttons 新增, 编辑 and 删除', async () => {
    const { container, unmount } = await draw(<DynamicModel modelId="m31" moduleId={PREVIEW_ID} />);
    const table = await screen.findByTestId('dm-table');
    await waitFor(() => expect(table.querySelectorAll('tr.ant-table-row')).toHaveLength(1));
    await settle();
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const columns = Object.keys(c.cells);
    expect(heads.filter((h) => columns.includes(h))).toEqual(columns);
    const row = table.querySelector('tr.ant-table-row')!;
    const cells = [...row.querySelectorAll('td')];
    for (const [label, text] of Object.entries(c.cells)) {
      const cell = cells[heads.indexOf(label)];
      await waitFor(() => expect(cell.textContent?.trim(), label)[text ? 'toContain' : 'toBe'](text));
    }
    const plain = (el: Element) => (el.textContent ?? '').replace(/\s+/g, '');
    expect(plain(screen.getByTestId('dm-add'))).toBe('新增');
    expect(plain(within(row as HTMLElement).getByTestId('dm-row-edit'))).toBe('编辑');
    expect(plain(within(row as HTMLElement).getByTestId('dm-row-remove'))).toBe('删除');
    expect(errorBlocks(container)).toEqual([]);
    expect(container.textContent).not.toContain(UNKNOWN_TEXT);
    unmount();
  });

  it('draws the detail view with every field and no error block', async () => {
    const { container, unmount } = await draw(<DetailView compiled={compileForWeb(doc.formData)} record={c.record} />);
    expect(errorBlocks(container)).toEqual([]);
    expect(container.textContent).not.toContain(UNKNOWN_TEXT);
    for (const label of labels) expect(container.textContent, label).toContain(label);
    for (const text of Object.values(c.cells).filter(Boolean)) expect(container.textContent, text).toContain(text);
    unmount();
  });
});
