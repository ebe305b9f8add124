/**
 * The working selection of a picker dialog: clicking a node adds it once, single mode
 * replaces, and the dialog edits a draft that confirm hands back and cancel drops (so the field keeps its previous
 * selection).
 */
import type { QueryClient } from '@tanstack/react-query';
import { nameKey, type NameKind } from '../../options/names';

/** A chosen item as the selected list shows it; `id` is what the field stores for it. */
export interface Picked {
  id: string;
  fullName: string;
  type?: string;
  /** The name is not known yet (a stored id whose name is still being looked up). */
  pending?: boolean;
  [extra: string]: unknown;
}

/** The selection after clicking `item`: single mode replaces; multiple mode adds it unless it is already there. */
export function addPicked(list: Picked[], item: Picked, multiple: boolean): Picked[] {
  if (!multiple) return [item];
  return list.some((p) => p.id === item.id) ? list : [...list, item];
}

/** The selection without `id`. */
export function removePicked(list: Picked[], id: string): Picked[] {
  return list.filter((p) => p.id !== id);
}

/** A selector node title for the selected list (the node's name, else its id). */
export const nameOf = (n: { id: unknown; fullName?: unknown }) => String(n.fullName ?? n.id);

/** The display names a confirmed dialog already knows, put where cells and field boxes look them up (names.ts), so a
 * chosen value shows its name at once instead of its id until the lookup answers. */
export function seedNames(qc: QueryClient, kind: NameKind, names: [key: string, name: string][]): void {
  for (const [key, name] of names) if (key && name) qc.setQueryData(nameKey(kind, key), name);
}
