/** Kinds that store a text the user types or draws. */
import { defineKind } from './catalogue';

const text = { value: () => ({ type: 'string' }), shape: () => 'string' as const, compare: 'text' as const };

/** Single-line text; searched by the list's keyword box. */
export const comInput = defineKind({ kind: 'comInput', ...text, keyword: true });
/** Multi-line text; searched by the keyword box, with a single-line search input. */
export const textarea = defineKind({ kind: 'textarea', ...text, keyword: true, searchInput: 'comInput' });
/** Rich text (HTML). */
export const editor = defineKind({ kind: 'editor', ...text, searchInput: 'comInput' });
export const colorPicker = defineKind({ kind: 'colorPicker', ...text });
/** Free text with suggestions from a data interface. */
export const autoComplete = defineKind({ kind: 'autoComplete', ...text, searchInput: 'comInput' });
export const PsdInput = defineKind({ kind: 'PsdInput', ...text });
/** Handwritten signatures (an image's data url): drawn, never imported. */
export const sign = defineKind({ kind: 'sign', ...text, importable: false });
export const signature = defineKind({ kind: 'signature', ...text, importable: false });
/** A position picked on a map, kept as the client sends it. */
export const location = defineKind({ kind: 'location', compare: 'text', importable: false });
