/**
 * The field a relation attribute (relationFormAttr, popupAttr) names in its `relationField`. Bound to a table column
 * the designer writes `<vModel>_jnpfTable_<table><0|1>`: the field is the part before the marker.
 * '' when unset.
 */
export function relationFieldName(relationField: unknown): string {
  return typeof relationField === 'string' ? relationField.split('_jnpfTable_')[0] : '';
}
