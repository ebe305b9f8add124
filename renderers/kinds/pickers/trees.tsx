/**
 * Tree-shaped option kinds: cascader (value = the path of option values, an array of paths when multiple; shown
 * with all levels joined by the separator, "/" by default) and treeSelect (value = an option value, or values when
 * multiple). Options come from every source (static, dictionary, data interface) through useFieldOptions.
 */
import { memo, useMemo } from 'react';
import { Cascader, TreeSelect } from 'antd';
import { optionKeys } from '../../../src/engine/form/format';
import type { FieldDef } from '../../../src/engine/types';
import { SpecTextCell } from '../specText';
import { registerField, type FieldInputProps } from '../../registry';
import { useFieldOptions } from '../../options/useOptions';

const placeholderOf = (field: FieldDef) => (typeof field.placeholder === 'string' ? field.placeholder : undefined);
const propsOf = (field: FieldDef) => (field.props?.props ?? {}) as Record<string, unknown>;
/** A cascader is multiple through `props.props.multiple` (the palette) or a top-level `multiple`. */
const cascaderMultiple = (field: FieldDef) => propsOf(field).multiple === true || field.multiple === true;

type Path = (string | number)[];

export const CascaderInput = memo(function CascaderInput(p: FieldInputProps) {
  const { field } = p;
  const { options, loading } = useFieldOptions(field);
  const keys = optionKeys(field);
  const multiple = cascaderMultiple(field);
  const separator = typeof field.separator === 'string' ? field.separator : '/';
  const allLevels = field['show-all-levels'] !== false;
  const fieldNames = useMemo(() => ({ label: keys.label, value: keys.value, children: keys.children }),
    [keys.label, keys.value, keys.children]);
  const value = Array.isArray(p.value) && p.value.length ? p.value : undefined;
  const common = {
    id: p.id,
    'aria-label': p.ariaLabel,
    style: { width: '100%' },
    options: options as never,
    fieldNames,
    loading,
    allowClear: field.clearable !== false,
    showSearch: field.filterable === true,
    placeholder: placeholderOf(field),
    disabled: p.disabled || p.readonly || field.disabled === true,
    status: p.invalid ? ('error' as const) : undefined,
    displayRender: (labels: string[]) => (allLevels ? labels.join(separator) : labels[labels.length - 1]),
  };
  return multiple ? (
    <Cascader {...common} multiple value={value as Path[] | undefined}
      onChange={(v) => p.onChange(Array.isArray(v) ? v : [])} />
  ) : (
    <Cascader {...common} value={value as Path | undefined}
      onChange={(v) => p.onChange(Array.isArray(v) ? v : [])} />
  );
});

export const TreeSelectInput = memo(function TreeSelectInput(p: FieldInputProps) {
  const { field } = p;
  const { options, loading } = useFieldOptions(field);
  const keys = optionKeys(field);
  const multiple = field.multiple === true;
  const fieldNames = useMemo(() => ({ label: keys.label, value: keys.value, children: keys.children }),
    [keys.label, keys.value, keys.children]);
  const value = multiple
    ? (Array.isArray(p.value) ? p.value : [])
    : p.value === '' || p.value === null || p.value === undefined ? undefined : p.value;
  return (
    <TreeSelect
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      treeData={options as never}
      fieldNames={fieldNames}
      value={value as never}
      multiple={multiple}
      loading={loading}
      treeDefaultExpandAll
      allowClear={field.clearable !== false}
      showSearch={field.filterable === true ? { treeNodeFilterProp: keys.label } : false}
      placeholder={placeholderOf(field)}
      disabled={p.disabled || p.readonly || field.disabled === true}
      status={p.invalid ? 'error' : undefined}
      onChange={(v: unknown) => p.onChange(v === undefined ? (multiple ? [] : null) : v)}
    />
  );
});

// Cells and details show the spec's text (option labels; a cascader's path by its separator and levels).
registerField({ kind: 'cascader', input: CascaderInput, cell: SpecTextCell });
registerField({ kind: 'treeSelect', input: TreeSelectInput, cell: SpecTextCell });
// dicSelect (3.x): a tree select over its dictionary category (a flat category is a tree of one level).
registerField({ kind: 'dicSelect', input: TreeSelectInput, cell: SpecTextCell });
