/**
 * Screen form widgets that read the rest of the form (formContext: values, the row it was opened on, whether it
 * edits a stored row): `treeSelect`, a tree picker over a call's nodes (ui:options.data with {field} placeholders
 * from the form's values or the row, '0' when neither has it; rootValue: the value the top nodes stand for, e.g. a
 * dictionary entry's category stored as '0'); and `computed`, a read-only value an engine computation makes from the
 * other values while typing (ui:options.compute, e.g. the serial-number rule's example). ui:options.lockOnEdit makes
 * any of them read-only once the row exists.
 */
import { useEffect, useMemo } from 'react';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { Input, TreeSelect } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { rowsOf, type ScreenCall } from '../../../engine/screen';
import { SCREEN_COMPUTATIONS } from '../../../engine/screen/capabilities';
import { callScreen } from '../api';
import { BillRuleSelectWidget } from './billRuleSelect';
import { ZeroPaddedWidget } from './zeroPadded';

type Obj = Record<string, unknown>;
interface TreeNode { value: string; title: string; children?: TreeNode[] }

/** What ScreenFormBody gives its widgets. */
export interface ScreenFormContext { row?: Obj; values?: Obj; editing?: boolean }

const contextOf = (p: WidgetProps) => (p.registry.formContext ?? {}) as ScreenFormContext;

/** Whether ui:options.lockOnEdit holds the field while a stored row is edited. */
export const lockedOnEdit = (p: WidgetProps) => (p.options as { lockOnEdit?: boolean }).lockOnEdit === true && contextOf(p).editing === true;

function fillFrom(url: string, values: Obj, row: Obj): string {
  return url.replace(/\{([A-Za-z_$][\w$]*)\}/g, (_m, f: string) => {
    const v = values[f] ?? row[f];
    return encodeURIComponent(v === undefined || v === null || v === '' ? '0' : String(v));
  });
}

function toNodes(rows: Obj[], keys: { value: string; label: string; children: string }): TreeNode[] {
  return rows.map((r) => {
    const kids = Array.isArray(r[keys.children]) ? toNodes(r[keys.children] as Obj[], keys) : [];
    return { value: String(r[keys.value]), title: String(r[keys.label] ?? ''), children: kids.length ? kids : undefined };
  });
}

export function TreeSelectWidget(p: WidgetProps) {
  const options = p.options as { data?: ScreenCall; rootValue?: string; valueKey?: string; labelKey?: string; childrenKey?: string };
  const { values = {}, row = {} } = contextOf(p);
  const url = options.data ? fillFrom(options.data.url, values, row) : '';
  const query = useQuery({
    queryKey: ['screenTreeSelect', url],
    queryFn: async () => rowsOf((await callScreen({ ...options.data!, url }, {})).data, options.data!.listKey) as Obj[],
    enabled: !!options.data,
  });
  const nodes = useMemo(() => toNodes(query.data ?? [], { value: options.valueKey ?? 'id', label: options.labelKey ?? 'fullName',
    children: options.childrenKey ?? 'children' }), [query.data, options.valueKey, options.labelKey, options.childrenKey]);
  const root = options.rootValue;
  const top = nodes[0]?.value;
  // The stored root value shows as the top node; choosing a top node stores the root value.
  const shown = root !== undefined && p.value === root ? top : (p.value as string | undefined);
  return (
    <TreeSelect id={p.id} aria-label={p.label} style={{ width: '100%' }} treeData={nodes} treeDefaultExpandAll showSearch
      treeNodeFilterProp="title" loading={query.isLoading} value={shown} placeholder={p.placeholder}
      disabled={p.disabled || p.readonly || lockedOnEdit(p)}
      onChange={(v: string | undefined) => p.onChange(v !== undefined && root !== undefined && nodes.some((n) => n.value === v) ? root : v)} />
  );
}

export function ComputedWidget(p: WidgetProps) {
  const name = (p.options as { compute?: string }).compute ?? '';
  const compute: ((values: Obj) => string) | undefined = Object.hasOwn(SCREEN_COMPUTATIONS, name) ? SCREEN_COMPUTATIONS[name] : undefined;
  const { values = {} } = contextOf(p);
  const computed = compute ? compute(values) : '';
  const { onChange, value } = p;
  // Kept in the form's values too, so what is sent is what is shown.
  useEffect(() => {
    if (compute && computed !== (value ?? '')) onChange(computed === '' ? undefined : computed);
  }, [compute, computed, value, onChange]);
  return <Input id={p.id} aria-label={p.label} value={computed} readOnly />;
}

/**
 * The screen widgets with these added: treeSelect, computed, zeroPadded, billRuleSelect, and lockOnEdit honoured by the switch (a dictionary
 * category's tree switch is fixed once it exists).
 */
export function withContextWidgets(base: RegistryWidgetsType): RegistryWidgetsType {
  const Switch = base.switch;
  const LockableSwitch = (p: WidgetProps) => (Switch ? <Switch {...p} disabled={p.disabled || lockedOnEdit(p)} /> : null);
  return { ...base, treeSelect: TreeSelectWidget, computed: ComputedWidget, zeroPadded: ZeroPaddedWidget,
    billRuleSelect: BillRuleSelectWidget, ...(Switch ? { switch: LockableSwitch } : {}) };
}
