/** Kinds that store nothing: layout containers (they hold fields) and display-only elements. */
import { defineKind } from './catalogue';

for (const kind of ['row', 'card', 'tab', 'tabItem', 'collapse', 'collapseItem', 'tableGrid', 'tableGridTr', 'tableGridTd']) {
  defineKind({ kind, role: 'container', compare: 'text' });
}

for (const kind of ['divider', 'alert', 'groupTitle', 'button']) {
  defineKind({ kind, role: 'static', compare: 'text' });
}
/** Codes drawn beside a label like any other field (the 3.4.7 palette writes showLabel: true for these alone). */
for (const kind of ['barcode', 'qrcode']) {
  defineKind({ kind, role: 'static', compare: 'text', labelled: true });
}
/** Static texts: searched (when a list searches them at all) with a text input. */
export const JNPFText = defineKind({ kind: 'JNPFText', role: 'static', compare: 'text', searchInput: 'comInput', searchType: 2 });
export const link = defineKind({ kind: 'link', role: 'static', compare: 'text', searchInput: 'comInput', searchType: 2 });
