/** Tabs bar (spec 000 §2.7): not built yet. */
export function TagsView() {
  return null;
}
