import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../types';
import { fieldVisible, mergeWritable, readableRecord, visibleCodes } from './permission';
import order from '../../../fixtures/forms/purchase-order.json';
import allKinds from '../../../fixtures/forms/all-kinds.json';

const orderForm = order.formData as unknown as FormDefinition;
const allForm = allKinds.formData as unknown as FormDefinition;
const record = { comInputField102: '甲', textareaField110: '备注', tableField105: [
  { comInputField106: '白芍', numInputField107: 1, numInputField108: 2 }] };
const granted = new Set(['comInputField102', 'tableField105', 'tableField105-comInputField106',
  'tableField105-numInputField107']);

describe('form permission on records', () => {
  it('reads only granted fields and sub-table columns; null grants everything', () => {
    expect(readableRecord(orderForm, record, granted)).toEqual({ comInputField102: '甲',
      tableField105: [{ comInputField106: '白芍', numInputField107: 1 }] });
    expect(readableRecord(orderForm, record, null)).toBe(record);
  });

  it('writes keep the stored values of hidden fields (by row index) and store nothing for them on create', () => {
    const incoming = { comInputField102: '乙', textareaField110: '篡改', tableField105: [
      { comInputField106: '黄芪', numInputField107: 3, numInputField108: 99 }, { comInputField106: '新', numInputField107: 1 }] };
    expect(mergeWritable(orderForm, incoming, record, granted)).toEqual({ comInputField102: '乙', textareaField110: '备注',
      tableField105: [{ comInputField106: '黄芪', numInputField107: 3, numInputField108: 2 },
        { comInputField106: '新', numInputField107: 1 }] });
    expect(mergeWritable(orderForm, incoming, null, granted)).toEqual({ comInputField102: '乙',
      tableField105: [{ comInputField106: '黄芪', numInputField107: 3 }, { comInputField106: '新', numInputField107: 1 }] });
  });

  it('hides a relation attribute with its relation', () => {
    const attr = [...allForm.fields].find((f) => f.__config__.jnpfKey === 'popupAttr')!;
    expect(fieldVisible(attr, new Set(['popupAttrField151', 'popupSelectField150']))).toBe(true);
    expect(fieldVisible(attr, new Set(['popupAttrField151']))).toBe(false);
    const data = { popupSelectField150: 'herb-01', popupAttrField151: '甘肃岷县', comInputField102: 'x' };
    expect(readableRecord(allForm, data, new Set(['popupAttrField151', 'comInputField102']))).toEqual({ comInputField102: 'x' });
    expect(visibleCodes(allForm, new Set(['popupAttrField151']))).toEqual(new Set());
  });
});
