import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../types';
import { dateFormatOf, formatDate, formatNumber, formatThousands, optionLabels, switchText, toDayjsFormat } from './format';

const f = (rest: Partial<FieldDef> = {}): FieldDef => ({ __config__: { jnpfKey: 'x' }, ...rest });

describe('format', () => {
  it('reads the designer date formats', () => {
    expect(toDayjsFormat('yyyy-MM-dd HH:mm:ss')).toBe('YYYY-MM-DD HH:mm:ss');
    expect(dateFormatOf(f({ format: 'yyyy-MM' }))).toBe('YYYY-MM');
    expect(dateFormatOf(f({ type: 'datetime' }))).toBe('YYYY-MM-DD HH:mm:ss');
    const ms = new Date(2024, 0, 31, 13, 5, 9).getTime();
    expect(formatDate(ms, 'YYYY-MM-DD HH:mm')).toBe('2024-01-31 13:05');
    expect(formatDate(String(ms))).toBe('2024-01-31');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
  });

  it('groups thousands only when asked', () => {
    expect(formatThousands(1234567.5)).toBe('1,234,567.5');
    expect(formatThousands(-1000)).toBe('-1,000');
    expect(formatThousands(999)).toBe('999');
    expect(formatNumber(1234, f({ thousands: true }))).toBe('1,234');
    expect(formatNumber(1234, f())).toBe('1234');
    expect(formatNumber(null, f())).toBe('');
  });

  it('turns option values into labels, with props.props keys and trees', () => {
    const options = [{ id: '1', fullName: '选项一', enCode: 'a' }, { id: '2', fullName: '选项二', children: [{ id: '3', fullName: '子' }] }];
    expect(optionLabels('1', options, f())).toEqual(['选项一']);
    expect(optionLabels(['1', '3', '9'], options, f())).toEqual(['选项一', '子', '9']);
    expect(optionLabels('a', options, f({ props: { props: { label: 'fullName', value: 'enCode' } } }))).toEqual(['选项一']);
    expect(optionLabels('', options, f())).toEqual([]);
  });

  it('shows switch texts', () => {
    const d = { on: '开', off: '关' };
    expect(switchText(1, f(), d)).toBe('开');
    expect(switchText(0, f(), d)).toBe('关');
    expect(switchText(1, f({ activeTxt: '是', inactiveTxt: '否' }), d)).toBe('是');
    expect(switchText(null, f({ activeTxt: '是', inactiveTxt: '否' }), d)).toBe('否');
  });
});
