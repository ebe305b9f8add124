/**
 * `ui:field: "checkTree"`: a checkable tree over a whole object form (权限授权). ui:options:
 * - `data`: GET url of the tree, placeholders filled from the row the form was opened on (formContext.row);
 * - `listKey` (default `list`): where the tree is in the answer (an array answer is the tree itself);
 * - `valueKeys`: node type → form property holding the checked ids of that type (e.g. `{"module": "module"}`);
 * - `group`: node types gathered under a folder per type below their parent, titled by the property's title;
 * - `typeKey` / `idKey` / `labelKey` / `childrenKey` (default `type` / `id` / `fullName` / `children`);
 * - `containerKey`: the node property that marks a container (a system, a directory), held only through what is
 *   below it: it is ticked when all below it are, half-ticked when some are, and goes when the last one does.
 * The answer's own arrays under the value properties are the first checked ids. Checking a node checks its
 * descendants and ancestors; unchecking one unchecks its descendants, and its containers left with nothing held.
 * Any other node (a page) is ticked when it is itself held, whatever its children.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Input, Space, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { FieldProps } from '@rjsf/utils';
import { fillUrl } from '../../../engine/screen';
import { http } from '../../api/http';
import { useScreenT } from '../i18n';

type Obj = Record<string, unknown>;

interface Options {
  data?: string; listKey?: string; valueKeys?: Record<string, string>; group?: string[];
  typeKey?: string; idKey?: string; labelKey?: string; childrenKey?: string; containerKey?: string;
}

/** A node of the drawn tree: `key` is unique, `id`/`type` name a value (folders have none). */
export interface CheckNode {
  key: string; title: string; id?: string; type?: string; children: CheckNode[];
  /** Held only through its descendants (set only on a node that has some). */
  container?: boolean;
}

/** The answer's tree as drawn nodes; `group` types are put under one folder per type, titled by `groupTitle`. */
export function buildCheckTree(list: unknown, o: Options, groupTitle: (type: string) => string): CheckNode[] {
  const typeKey = o.typeKey ?? 'type', idKey = o.idKey ?? 'id', labelKey = o.labelKey ?? 'fullName';
  const childrenKey = o.childrenKey ?? 'children';
  const grouped = new Set(o.group ?? []);
  const walk = (rows: unknown, parentKey: string): CheckNode[] => {
    const plain: CheckNode[] = [];
    const folders = new Map<string, CheckNode>();
    for (const r of Array.isArray(rows) ? (rows as Obj[]) : []) {
      const id = String(r[idKey]);
      const type = String(r[typeKey] ?? '');
      const key = `${type}:${id}`;
      const children = walk(r[childrenKey], key);
      const node: CheckNode = { key, title: String(r[labelKey] ?? id), id, type, children };
      if (o.containerKey && r[o.containerKey] && children.length) node.container = true;
      if (grouped.has(type)) {
        if (!folders.has(type)) folders.set(type, { key: `${parentKey}/${type}`, title: groupTitle(type), children: [] });
        folders.get(type)!.children.push(node);
      } else plain.push(node);
    }
    const order = o.group ?? [];
    return [...plain, ...[...folders.values()].sort((a, b) =>
      order.indexOf(a.key.slice(a.key.lastIndexOf('/') + 1)) - order.indexOf(b.key.slice(b.key.lastIndexOf('/') + 1)))];
  };
  return walk(list, '');
}

interface Index { byKey: Map<string, CheckNode>; parent: Map<string, string>; all: CheckNode[] }

function indexTree(nodes: CheckNode[]): Index {
  const byKey = new Map<string, CheckNode>(), parent = new Map<string, string>(), all: CheckNode[] = [];
  const walk = (ns: CheckNode[], p?: string) => ns.forEach((n) => {
    byKey.set(n.key, n); all.push(n);
    if (p) parent.set(n.key, p);
    walk(n.children, n.key);
  });
  walk(nodes);
  return { byKey, parent, all };
}

const descendants = (n: CheckNode): CheckNode[] => n.children.flatMap((c) => [c, ...descendants(c)]);

/** The ids checked per value property after (un)checking `key`: descendants follow, ancestors come when checking. */
export function toggleCheck(idx: Index, values: Record<string, string[]>, valueKeys: Record<string, string>,
  key: string, checked: boolean): Record<string, string[]> {
  const sets = Object.fromEntries(Object.entries(valueKeys).map(([, prop]) => [prop, new Set(values[prop] ?? [])]));
  const node = idx.byKey.get(key);
  if (!node) return values;
  const touched = [node, ...descendants(node)];
  if (checked) for (let p = idx.parent.get(key); p; p = idx.parent.get(p)) touched.push(idx.byKey.get(p)!);
  const propOf = (n: CheckNode) => (n.type && n.id !== undefined ? valueKeys[n.type] : undefined);
  for (const n of touched) {
    const prop = propOf(n);
    if (!prop) continue;
    if (checked) sets[prop].add(n.id!); else sets[prop].delete(n.id!);
  }
  if (!checked) {
    // Containers above that now hold nothing go too, nearest first; the first that still holds something keeps
    // everything above it.
    const holds = (n: CheckNode) => descendants(n).some((d) => { const prop = propOf(d); return !!prop && sets[prop].has(d.id!); });
    for (let p = idx.parent.get(key); p; p = idx.parent.get(p)) {
      const up = idx.byKey.get(p)!;
      const prop = propOf(up);
      if (!prop) continue; // a folder of the drawing
      if (!up.container || holds(up)) break;
      sets[prop].delete(up.id!);
    }
  }
  return Object.fromEntries(Object.entries(sets).map(([prop, s]) => [prop, [...s]]));
}

function matches(n: CheckNode, q: string): boolean {
  return n.title.toLowerCase().includes(q) || n.children.some((c) => matches(c, q));
}

function filterTree(nodes: CheckNode[], q: string): CheckNode[] {
  if (!q) return nodes;
  return nodes.filter((n) => matches(n, q)).map((n) => (n.title.toLowerCase().includes(q) ? n : { ...n, children: filterTree(n.children, q) }));
}

export function CheckTreeField(p: FieldProps) {
  const { t } = useScreenT();
  const o = (p.uiSchema?.['ui:options'] ?? {}) as Options;
  const valueKeys = useMemo(() => o.valueKeys ?? {}, [o.valueKeys]);
  const row = ((p.registry.formContext as { row?: Obj } | undefined)?.row ?? {}) as Obj;
  const url = o.data ? fillUrl(o.data, row) : undefined;
  const [nodes, setNodes] = useState<CheckNode[] | null>(null);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const formData = (p.formData ?? {}) as Obj;
  const latest = useRef({ formData, onChange: p.onChange, path: p.fieldPathId.path });
  latest.current = { formData, onChange: p.onChange, path: p.fieldPathId.path };
  const props = (p.schema.properties ?? {}) as Record<string, { title?: string }>;
  const groupTitle = (type: string) => props[valueKeys[type]]?.title ?? type;
  const titleRef = useRef(groupTitle);
  titleRef.current = groupTitle;

  useEffect(() => {
    if (!url) { setNodes([]); return; }
    let live = true;
    http.get<unknown>(url).then((res) => {
      if (!live) return;
      const data = res.data as Obj | unknown[];
      const list = Array.isArray(data) ? data : (data as Obj)?.[o.listKey ?? 'list'];
      const tree = buildCheckTree(list, o, (type) => titleRef.current(type));
      setNodes(tree);
      setExpanded(indexTree(tree).all.filter((n) => n.children.length).map((n) => n.key));
      if (!Array.isArray(data) && data) {
        const held: Obj = {};
        for (const prop of Object.values(valueKeys)) if (Array.isArray((data as Obj)[prop])) held[prop] = (data as Obj)[prop];
        const { formData: fd, onChange, path } = latest.current;
        if (Object.keys(held).length) onChange({ ...fd, ...held }, path);
      }
    }, () => { if (live) setNodes([]); });
    return () => { live = false; };
    // The tree is read once per url; the options come from the form file and do not change while it is open.
  }, [url]);

  const idx = useMemo(() => indexTree(nodes ?? []), [nodes]);
  const values = Object.fromEntries(Object.values(valueKeys).map((prop) =>
    [prop, Array.isArray(formData[prop]) ? (formData[prop] as string[]) : []]));
  const checkedSet = new Set(Object.entries(valueKeys).flatMap(([type, prop]) => values[prop].map((id) => `${type}:${id}`)));
  // Folders and containers: checked when all their children are, half when some are.
  const checked: string[] = [], half: string[] = [];
  const state = (n: CheckNode): 'all' | 'some' | 'none' => {
    const kids = n.children.map(state);
    let s: 'all' | 'some' | 'none';
    if (n.id !== undefined && n.type && valueKeys[n.type] && !n.container) s = checkedSet.has(n.key) ? 'all' : (kids.some((k) => k !== 'none') ? 'some' : 'none');
    else if (!kids.length) s = 'none';
    else s = kids.every((k) => k === 'all') ? 'all' : kids.some((k) => k !== 'none') ? 'some' : 'none';
    if (s === 'all') checked.push(n.key); else if (s === 'some') half.push(n.key);
    return s;
  };
  (nodes ?? []).forEach(state);

  const write = (next: Record<string, string[]>) => p.onChange({ ...formData, ...next }, p.fieldPathId.path);
  const disabled = p.disabled || p.readonly;
  const q = query.trim().toLowerCase();
  const shown = useMemo(() => filterTree(nodes ?? [], q), [nodes, q]);
  const toData = (ns: CheckNode[]): DataNode[] => ns.map((n) => ({ key: n.key, title: n.title, children: toData(n.children) }));

  if (nodes === null) return <Spin />;
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search allowClear placeholder={t('treeFilter')} aria-label={t('treeFilter')} style={{ width: 220 }}
          onChange={(e) => setQuery(e.target.value)} />
        <Button size="small" onClick={() => setExpanded(idx.all.filter((n) => n.children.length).map((n) => n.key))}>{t('expandAll')}</Button>
        <Button size="small" onClick={() => setExpanded([])}>{t('collapseAll')}</Button>
        <Button size="small" disabled={disabled} onClick={() => write(Object.fromEntries(Object.entries(valueKeys).map(([type, prop]) =>
          [prop, idx.all.filter((n) => n.type === type && n.id !== undefined).map((n) => n.id!)])))}>{t('checkAll')}</Button>
        <Button size="small" disabled={disabled} onClick={() => write(Object.fromEntries(Object.values(valueKeys).map((prop) => [prop, []])))}>{t('checkNone')}</Button>
      </Space>
      {shown.length ? (
        <Tree checkable checkStrictly selectable={false} disabled={disabled} treeData={toData(shown)}
          expandedKeys={q ? idx.all.map((n) => n.key) : expanded} onExpand={(keys) => setExpanded(keys as string[])}
          checkedKeys={{ checked, halfChecked: half }}
          onCheck={(_, info) => write(toggleCheck(idx, values, valueKeys, String(info.node.key), info.checked))} />
      ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
    </div>
  );
}
