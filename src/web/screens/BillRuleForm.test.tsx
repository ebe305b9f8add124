// The 单据规则 dialog's form (schemas/screens/system/forms/billRule.form.json) as rjsf draws it: the start number is
// padded to the digit count while it is typed and again when the digit count changes, the example follows, and a
// too long name is refused with the spec's own words, not the generic sentence.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import billRuleForm from '../../../schemas/screens/system/forms/billRule.form.json';
import type { ScreenFormFile } from '../../engine/screen';
import { ScreenFormBody } from './ScreenForm';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 30_000 });

function draw(lang: 'zh-CN' | 'en', initial: Record<string, unknown>) {
  http.get.mockImplementation(() => Promise.resolve({ code: 200, msg: '', data: { list: [] } }));
  const submit = vi.fn();
  renderWithProviders(<ScreenFormBody form={billRuleForm as unknown as ScreenFormFile} initial={initial} onSubmit={submit}>
    <button type="submit">submit</button>
  </ScreenFormBody>, { lang });
  return submit;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the serial-number rule form', () => {
  it('pads the start number to the digit count as it is typed, and again when the digits change', async () => {
    draw('zh-CN', { fullName: '采购单', enCode: 'cgd', category: 'businessTypepurchase', prefix: 'CG', dateFormat: 'no', digit: 4 });
    fireEvent.change(input('流水起始'), { target: { value: '1' } });
    await waitFor(() => expect(input('流水起始').value).toBe('0001'));
    expect(input('流水范例').value).toBe('CG0001');
    // Typing another digit after 0001 drops a leading zero rather than growing past the width.
    fireEvent.change(input('流水起始'), { target: { value: '00012' } });
    await waitFor(() => expect(input('流水起始').value).toBe('0012'));
    fireEvent.change(input('流水位数'), { target: { value: '6' } });
    await waitFor(() => expect(input('流水起始').value).toBe('000012'));
    expect(input('流水范例').value).toBe('CG000012');
    // Letters are left as typed, for the form's own check to refuse.
    fireEvent.change(input('流水起始'), { target: { value: '1a' } });
    await waitFor(() => expect(input('流水起始').value).toBe('1a'));
  });

  it('refuses a name over 50 characters and letters in the start number with the spec\'s words', async () => {
    const submit = draw('zh-CN', { fullName: '名'.repeat(51), enCode: 'cgd', category: 'businessTypepurchase', prefix: 'CG',
      dateFormat: 'no', digit: 4, startNumber: '1a' });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('业务名称最多为50个字符！')).toBeTruthy();
    expect(screen.getByText('只能输入数字')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('says them in the user\'s language', async () => {
    draw('en', { fullName: 'n', enCode: 'c'.repeat(51), category: 'businessTypepurchase', prefix: 'CG', dateFormat: 'no',
      digit: 4, startNumber: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('The business code has at most 50 characters!')).toBeTruthy();
  });
});
