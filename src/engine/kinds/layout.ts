/** Kinds that store nothing: layout containers (they hold fields) and display-only elements. */
import { defineKind } from './catalogue';

for (const kind of ['row', 'card', 'tab', 'tabItem', 'collapse', 'collapseItem', 'tableGrid', 'tableGridTr', 'tableGridTd']) {
  defineKind({ kind, role: 'container', compare: 'text' });
}

for (const kind of ['divider', 'alert', 'groupTitle', 'button', 'barcode', 'qrcode']) {
  defineKind({ kind, role: 'static', compare: 'text' });
}
/** Static texts: searched (when a list searches them at all) with a text input. */
export const JNPFText = defineKind({ kind: 'JNPFText', role: 'static', compare: 'text', searchInput: 'comInput', searchType: 2 });
export const link = defineKind({ kind: 'link', role: 'static', compare: 'text', searchInput: 'comInput', searchType: 2 });
