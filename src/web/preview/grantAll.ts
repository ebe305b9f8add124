/**
 * A preview shows a function the way its designer means it: every field, column and button. When the list
 * definition turns permissions on (useBtnPermission / useColumnPermission / useFormPermission) the page would
 * otherwise show nothing to a user without a menu, so the preview grants itself every code of the definition
 * under its own permission entry.
 */
import { compileForm } from '../../engine/form/compile';
import type { ColumnData, FormDefinition, PermissionCode, PermissionEntry } from '../../engine/types';

const codes = (list: string[]): PermissionCode[] => [...new Set(list)].map((c) => ({ id: c, fullName: c, enCode: c }));

/** The entry granting every code of the definition, or null when the list definition uses no permission. */
export function previewPermission(modelId: string, name: string, formData: FormDefinition, columnData: ColumnData): PermissionEntry | null {
  if (!columnData?.useBtnPermission && !columnData?.useColumnPermission && !columnData?.useFormPermission) return null;
  const buttons = [...(columnData.btnsList ?? []), ...(columnData.columnBtnsList ?? []), ...(columnData.customBtnsList ?? [])]
    .map((b) => `btn_${b.value}`);
  const columns = (columnData.columnList ?? []).map((c) => c.prop);
  const form = Object.keys(compileForm(formData).index);
  return { modelId, moduleName: name, button: codes(buttons), column: codes(columns), form: codes(form), resource: [] };
}
