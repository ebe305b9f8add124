/**
 * A list definition for a form file that comes without one: the designer's defaults (fixtures/palette/06) with a
 * column for every top-level field a list can show and the edit / remove / detail row buttons, so the preview
 * still shows the list and the detail view.
 */
import listDefaults from '../../../fixtures/palette/06-columnData-defaults.v3.4.7.json';
import keyLists from '../../../fixtures/palette/05-field-defaults-calculate-qrcode-barcode-and-key-lists.v3.4.7.json';
import { canonicalKind, isContainerKind, isValueKind } from '../../engine/form/kinds';
import type { ColumnData, FieldDef, ListColumn } from '../../engine/types';

const NO_COLUMN = new Set<string>(keyLists.keyLists.noColumnShowList);

function* listable(fields: unknown): Generator<FieldDef> {
  if (!Array.isArray(fields)) return;
  for (const f of fields as FieldDef[]) {
    const kind = canonicalKind(String(f?.__config__?.jnpfKey ?? ''));
    if (isContainerKind(kind)) yield* listable(f.__config__.children);
    else if (f.__vModel__ && kind !== 'table' && isValueKind(kind) && !NO_COLUMN.has(kind)) yield f;
  }
}

/** columnData for a formData: every listable top-level field as a column, the add button, edit/remove/detail. */
export function defaultColumnData(formData: unknown): ColumnData {
  const fields = (formData as { fields?: unknown } | null)?.fields;
  const columnList: ListColumn[] = [...listable(fields)].map((f) => ({
    ...f,
    label: String(f.__config__.label ?? f.__vModel__),
    prop: f.__vModel__ as string,
    jnpfKey: f.__config__.jnpfKey,
    fixed: 'none',
    align: 'left',
    sortable: false,
    width: null,
  }));
  const defaults = JSON.parse(JSON.stringify(listDefaults.webColumnData_defaults)) as ColumnData;
  return {
    ...defaults,
    type: 1,
    columnList,
    defaultColumnList: columnList,
    columnBtnsList: JSON.parse(JSON.stringify(listDefaults.webColumnBtnsOption)),
  };
}
