/**
 * A registry field definition made up for a screen's column or form widget, so the field registry's cells and
 * inputs (pickers, dictionary selects) draw screen values exactly as they draw a generated form's.
 */
import type { FieldDef } from '../../engine/types';

export interface FieldBits {
  name: string;
  label?: string;
  multiple?: boolean;
  /** A dictionary type: the field reads its options from that dictionary (kind select). */
  dictionary?: string;
  /** Any other property of a field definition the kind reads (e.g. selectType, ableIds). */
  extra?: Record<string, unknown>;
}

/** The field definition of `kind` for a screen value. */
export function screenField(kind: string, bits: FieldBits): FieldDef {
  return {
    __vModel__: bits.name,
    __config__: {
      jnpfKey: kind,
      label: bits.label ?? bits.name,
      ...(bits.dictionary ? { dataType: 'dictionary', dictionaryType: bits.dictionary } : {}),
    },
    ...(bits.multiple ? { multiple: true } : {}),
    ...bits.extra,
  };
}
