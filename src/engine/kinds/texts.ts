/** Kinds that store a text the user types or draws. */
import { defineKind } from './catalogue';
import { asText } from './show';
import type { DisplayLookups } from './types';

const text = { value: () => ({ type: 'string' }), shape: () => 'string' as const, compare: 'text' as const };

/** Single-line text; searched by the list's keyword box. */
export const comInput = defineKind({ kind: 'comInput', ...text, keyword: true, searchType: 2 });
/** Multi-line text; searched by the keyword box, with a single-line search input. */
export const textarea = defineKind({ kind: 'textarea', ...text, keyword: true, searchInput: 'comInput', searchType: 2 });
/** Rich text (HTML). */
export const editor = defineKind({ kind: 'editor', ...text, searchInput: 'comInput' });
export const colorPicker = defineKind({ kind: 'colorPicker', ...text });
/** Free text with suggestions from a data interface. */
export const autoComplete = defineKind({ kind: 'autoComplete', ...text, searchInput: 'comInput' });
/** The mask a stored password is shown as: lists, details, exports and prints never reveal it. */
export const PASSWORD_MASK = '******';
/** A password typed into the form (a legacy 3.x kind): stored as typed, shown masked, never searched by keyword. */
export const PsdInput = defineKind({ kind: 'PsdInput', ...text, text: () => PASSWORD_MASK });
/** A handwritten signature, kept as an image's data url: drawn, never imported; its text says it is signed. */
const signed = { ...text, valueComparable: false, importable: false, needs: () => ({ words: true }), text: (_v: unknown, _f: unknown, lookups: DisplayLookups) => lookups.words.signed };
export const sign = defineKind({ kind: 'sign', ...signed });
export const signature = defineKind({ kind: 'signature', ...signed });
/**
 * A position picked on a map, kept as the client sends it: an object (or its JSON text) with `fullAddress`,
 * `address`, `name`, `lat` and `lng`; shown as its address.
 */
export const location = defineKind({ kind: 'location', compare: 'text', valueComparable: false, importable: false, text: locationText });

/** The address of a location value, or its coordinates when it has no address. */
export function locationText(v: unknown): string {
  let o: unknown = v;
  if (typeof v === 'string') {
    try {
      o = JSON.parse(v);
    } catch {
      return v;
    }
  }
  if (!o || typeof o !== 'object') return asText(v);
  const at = o as Record<string, unknown>;
  const first = [at.fullAddress, at.address, at.name].find((x) => typeof x === 'string' && x);
  if (first) return String(first);
  return at.lng !== undefined && at.lat !== undefined ? `${String(at.lng)},${String(at.lat)}` : '';
}
