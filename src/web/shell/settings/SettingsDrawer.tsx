/** Settings drawer (spec 000 §2.10): not built yet. */
export function SettingsDrawer() {
  return null;
}
