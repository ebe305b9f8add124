/**
 * Where a field's options come from: its own static list, a dictionary category or a data interface. Most kinds
 * say it in `__config__.dataType`; a kind whose options always come from a dictionary (the 3.x dicSelect) names
 * only the category, in `__config__.dictionaryType` or on the field itself.
 */
import type { FieldDef } from '../types';
import { kindSpec } from './catalogue';

export type OptionSource =
  | { type: 'static' }
  | { type: 'dictionary'; id: string }
  | { type: 'dynamic'; id: string }
  /** A source this code base does not know: its options cannot be known. */
  | { type: 'unknown' };

export function optionSource(field: FieldDef): OptionSource {
  const cfg = field.__config__ ?? {};
  if (kindSpec(cfg.jnpfKey ?? '')?.source === 'dictionary') {
    const id = cfg.dictionaryType ?? field.dictionaryType;
    return { type: 'dictionary', id: typeof id === 'string' || typeof id === 'number' ? String(id) : '' };
  }
  if (cfg.dataType === 'dictionary') return { type: 'dictionary', id: cfg.dictionaryType ? String(cfg.dictionaryType) : '' };
  if (cfg.dataType === 'dynamic') return { type: 'dynamic', id: cfg.propsUrl ? String(cfg.propsUrl) : '' };
  if (cfg.dataType && cfg.dataType !== 'static') return { type: 'unknown' };
  return { type: 'static' };
}

/** The dictionary category a field reads its options from, or ''. */
export function dictionaryOf(field: FieldDef): string {
  const s = optionSource(field);
  return s.type === 'dictionary' ? s.id : '';
}

/** The data interface a field reads its options from, or ''. */
export function interfaceOf(field: FieldDef): string {
  const s = optionSource(field);
  return s.type === 'dynamic' ? s.id : '';
}
