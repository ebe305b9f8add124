/** The on/off switch: stores its active or inactive value (1 and 0 unless the field says otherwise). */
import { switchText } from '../form/format';
import { cellText, fail } from './cells';
import { defineKind } from './catalogue';

const ON = new Set(['开', '開', '是', 'on', 'true', 'yes', 'y', '1']);
const OFF = new Set(['关', '關', '否', 'off', 'false', 'no', 'n', '0']);

export const switchKind = defineKind({
  kind: 'switch',
  value: () => ({ type: 'integer', enum: [0, 1] }),
  shape: () => 'switch',
  compare: 'number',
  needs: () => ({ words: true }),
  text: (v, field, lookups) => switchText(v, field, { on: lookups.words.on, off: lookups.words.off }),
  // A switch always holds one of its two values: off unless the definition starts it on.
  initial: (dv, field) => {
    const on = field['active-value'] ?? 1;
    return dv === true || dv === 1 || dv === on ? on : field['inactive-value'] ?? 0;
  },
  fromCell: (v, field) => {
    const on = field['active-value'] ?? 1;
    const off = field['inactive-value'] ?? 0;
    if (v === on || v === off) return { value: v };
    const text = cellText(v).toLowerCase();
    if (text === String(field.activeTxt ?? '').toLowerCase() || ON.has(text)) return { value: on };
    if (text === String(field.inactiveTxt ?? '').toLowerCase() || OFF.has(text)) return { value: off };
    return fail('option');
  },
});
