/**
 * rjsf widgets of screen forms, by the names uiSchema gives (ui:widget): password, switch, textarea, iconSelect,
 * dictionary, definitionJson (a generated function's formData or columnData as checked JSON with a live preview),
 * printTemplate (the print template editor: Tiptap with the form's fields and a preview against a record),
 * and every kind of the field registry (organizeSelect, depSelect, posSelect, roleSelect, groupSelect,
 * userSelect, usersSelect, address ...) drawn by the registry's own input.
 */
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Input, Spin, Switch } from 'antd';
import type { RegistryFieldsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { registeredKinds, registryVersion, renderView } from '../../../../renderers';
import { screenField } from '../fieldDef';
import { CheckTreeField } from './checkTree';
import { IconSelectWidget } from './icons';

/** Typed in clear; the form sends its md5 (ScreenForm: passwordFields), as the login does. */
function PasswordWidget(p: WidgetProps) {
  return (
    <Input.Password id={p.id} value={(p.value as string) ?? ''} autoComplete="new-password"
      placeholder={p.placeholder} disabled={p.disabled || p.readonly}
      onChange={(e) => p.onChange(e.target.value === '' ? undefined : e.target.value)} />
  );
}

/** 1/0 for integer fields (enabledMark), true/false for boolean ones. */
function SwitchWidget(p: WidgetProps) {
  const numeric = p.schema.type === 'integer' || p.schema.type === 'number';
  const on = p.value === 1 || p.value === true;
  return (
    <Switch id={p.id} checked={on} disabled={p.disabled || p.readonly} aria-label={p.label}
      onChange={(checked) => p.onChange(numeric ? (checked ? 1 : 0) : checked)} />
  );
}

function TextareaWidget(p: WidgetProps) {
  const rows = Number((p.options as { rows?: number }).rows ?? 3);
  return (
    <Input.TextArea id={p.id} rows={rows} value={(p.value as string) ?? ''} placeholder={p.placeholder}
      disabled={p.disabled || p.readonly} onChange={(e) => p.onChange(e.target.value === '' ? undefined : e.target.value)} />
  );
}

/**
 * A registry kind as an rjsf widget. ui:options may say `multiple`, `dictionary` and `field` (more properties of
 * the field definition, e.g. selectType). The value keeps the schema's shape: a single string field takes the
 * last id of an organisation path.
 */
function registryWidget(kind: string) {
  const Widget = (p: WidgetProps) => {
    const options = p.options as { multiple?: boolean; dictionary?: string; field?: Record<string, unknown> };
    const field = useMemo(() => screenField(kind, {
      name: p.name, label: p.label, multiple: options.multiple, dictionary: options.dictionary, extra: options.field,
    }), [p.name, p.label, options.multiple, options.dictionary, options.field]);
    const single = p.schema.type === 'string' || (Array.isArray(p.schema.type) && p.schema.type.includes('string'));
    const { onChange } = p;
    const change = useCallback((v: unknown) => {
      let next = v;
      if (single && Array.isArray(next)) next = next.length ? next[next.length - 1] : undefined;
      onChange(next === null || next === '' ? undefined : next);
    }, [onChange, single]);
    const value = single && kind === 'comSelect' && typeof p.value === 'string' ? [p.value] : p.value;
    return renderView(kind, 'input', { id: p.id, field, value, onChange: change, disabled: p.disabled,
      readonly: p.readonly, invalid: (p.rawErrors?.length ?? 0) > 0, ariaLabel: p.label }, { path: p.id });
  };
  Widget.displayName = `ScreenWidget(${kind})`;
  // A plain function: rjsf takes a widget for a component only when it is one (memo objects are refused).
  return Widget;
}

// CodeMirror and the definition checker load with the first form that edits a definition, not with every screen.
const DefinitionJson = lazy(() => import('./definition/DefinitionJsonWidget').then((m) => ({ default: m.DefinitionJsonWidget })));
function DefinitionJsonWidget(p: WidgetProps) {
  return <Suspense fallback={<Spin />}><DefinitionJson {...p} /></Suspense>;
}

// The print template editor (Tiptap, the print preview) loads when a form uses it, not with every screen.
const PrintTemplateEditor = lazy(() => import('./printTemplate').then((m) => ({ default: m.PrintTemplateWidget })));
function PrintTemplateWidget(p: WidgetProps) {
  return <Suspense fallback={null}><PrintTemplateEditor {...p} /></Suspense>;
}

const OWN: RegistryWidgetsType = {
  password: PasswordWidget,
  switch: SwitchWidget,
  textarea: TextareaWidget,
  iconSelect: IconSelectWidget,
  definitionJson: DefinitionJsonWidget,
  printTemplate: PrintTemplateWidget,
};

/** rjsf's own widget names: a registry kind of the same name (text, select, radio ...) must not replace them. */
const RJSF_NAMES = new Set(['AltDateTimeWidget', 'AltDateWidget', 'CheckboxesWidget', 'CheckboxWidget', 'ColorWidget',
  'DateWidget', 'DateTimeWidget', 'EmailWidget', 'FileWidget', 'HiddenWidget', 'PasswordWidget', 'RadioWidget',
  'RangeWidget', 'SelectWidget', 'TextWidget', 'TextareaWidget', 'TimeWidget', 'UpDownWidget', 'URLWidget',
  'text', 'select', 'radio', 'checkbox', 'checkboxes', 'date', 'time', 'datetime', 'color', 'file', 'hidden', 'range',
  'updown', 'email', 'uri', 'url', 'data-url']);

let cache: { version: number; widgets: RegistryWidgetsType } | null = null;

/** The widgets by name: the screen's own, `dictionary`, and one per registry kind (kept while the registry is). */
export function screenWidgets(): RegistryWidgetsType {
  if (cache?.version === registryVersion()) return cache.widgets;
  const widgets: RegistryWidgetsType = {};
  for (const kind of registeredKinds()) if (!RJSF_NAMES.has(kind)) widgets[kind] = registryWidget(kind);
  // The registry's select reads a dictionary's entries when ui:options names one.
  widgets.dictionary = registryWidget('select');
  widgets.organizeSelect = registryWidget('comSelect');
  Object.assign(widgets, OWN);
  cache = { version: registryVersion(), widgets };
  return widgets;
}

const FIELDS: RegistryFieldsType = { checkTree: CheckTreeField };

/** Custom rjsf fields by the names uiSchema gives (ui:field): `checkTree` (a checkable tree writing id arrays). */
export function screenFields(): RegistryFieldsType {
  return FIELDS;
}
