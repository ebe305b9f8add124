import { describe, expect, it } from 'vitest';
import exampleForm from '../../../tests/screens/forms/example.form.json';
import type { JsonSchema, UiSchema } from '../form/types';
import {
  buttonShowsOn, fieldTitle, fillUrl, fillValues, grantedButtons, localiseForm, rowsOf, totalOf, type ScreenButton,
  type ScreenFormFile,
} from '.';

const label = { 'zh-CN': 'a', 'zh-TW': 'a', en: 'a' };

describe('screen loading', () => {
  it('fills url placeholders from the row, encoded', () => {
    expect(fillUrl('/api/x/{id}/Children/{parent.id}', { id: 'a/b', parent: { id: 7 } })).toBe('/api/x/a%2Fb/Children/7');
  });

  it('fills values: a whole placeholder keeps its type, one inside text becomes text', () => {
    expect(fillValues({ parentId: '{id}', n: '{n}', note: 'of {id}', fixed: 1 }, { id: 'p1', n: 3 }))
      .toEqual({ parentId: 'p1', n: 3, note: 'of p1', fixed: 1 });
  });

  it('keeps the buttons whose codes the menu grants (all for administrators)', () => {
    const buttons: ScreenButton[] = [
      { action: 'create', label, permission: 'btn_add' },
      { action: 'update', label, permission: 'btn_edit' },
      { action: 'detail', label },
    ];
    expect(grantedButtons(buttons, new Set(['btn_edit'])).map((b) => b.action)).toEqual(['update', 'detail']);
    expect(grantedButtons(buttons, null)).toHaveLength(3);
  });

  it('shows a row button only where its `when` holds', () => {
    const b: ScreenButton = { action: 'x', label, when: { field: 'type', in: ['company'] } };
    expect(buttonShowsOn(b, { type: 'company' })).toBe(true);
    expect(buttonShowsOn(b, { type: 'department' })).toBe(false);
  });

  it('reads rows and totals of list answers', () => {
    expect(rowsOf({ list: [1, 2], pagination: { total: 9 } })).toEqual([1, 2]);
    expect(totalOf({ list: [1, 2], pagination: { total: 9 } }, [1, 2])).toBe(9);
    expect(rowsOf([3])).toEqual([3]);
    expect(rowsOf({ items: [4] }, 'items')).toEqual([4]);
    expect(rowsOf(null)).toEqual([]);
  });

  it('localises a form: titles and placeholders from i18n, zh-CN from the schema', () => {
    const form = exampleForm as unknown as ScreenFormFile;
    const en = localiseForm(form, 'en');
    expect((en.schema.properties as Record<string, JsonSchema>).fullName.title).toBe('Name');
    expect((en.uiSchema.enCode as UiSchema)['ui:placeholder']).toBe('letters, digits and _');
    expect((localiseForm(form, 'zh-CN').schema.properties as Record<string, JsonSchema>).fullName.title).toBe('名称');
    expect(form.schema.properties.fullName.title).toBe('名称');
    expect(fieldTitle(form, 'enCode', 'zh-TW')).toBe('編碼');
    expect(fieldTitle(form, 'enCode', 'zh-CN')).toBe('编码');
  });
});
