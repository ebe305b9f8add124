/**
 * Beside the formData JSON: the form's billRule fields, each with the rule written for it and 选择规则, which opens
 * the business-rule picker (billRuleSelect.tsx); the chosen rule's code and name are written into that field's
 * `__config__` in the text (engine/definition/billRules.ts), so an administrator never types a rule code by hand.
 * Shown only while the text has billRule fields.
 */
import { useMemo, useState } from 'react';
import { Button, Typography } from 'antd';
import { billRuleFields, setBillRule, type BillRuleField } from '../../../../engine/definition';
import { BillRulePicker } from '../billRuleSelect';
import type { EditorTexts } from './texts';

export interface BillRulePanelProps {
  text: string;
  onChange: (text: string) => void;
  texts: EditorTexts;
  disabled?: boolean;
}

export function BillRulePanel({ text, onChange, texts, disabled }: BillRulePanelProps) {
  const fields = useMemo(() => billRuleFields(text), [text]);
  const [picking, setPicking] = useState<BillRuleField | null>(null);
  if (!fields.length) return null;
  return (
    <div data-testid="definition-billRules" style={{ marginTop: 8, padding: 8, border: '1px solid #f0f0f0', borderRadius: 6 }}>
      <Typography.Text strong>{texts.billRules}</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingLeft: 0, listStyle: 'none' }}>
        {fields.map((f) => (
          <li key={f.path} data-field={f.field} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
            <span style={{ flex: '0 0 auto' }}>{f.label || f.field}{f.label && f.field ? ` (${f.field})` : ''}</span>
            <Typography.Text code={Boolean(f.rule)} type={f.rule ? undefined : 'secondary'} style={{ flex: 1, minWidth: 0 }}>
              {f.rule ? `${f.rule}${f.ruleName ? ` ${f.ruleName}` : ''}` : texts.noRule}
            </Typography.Text>
            <Button size="small" disabled={disabled} onClick={() => setPicking(f)}>{texts.chooseRule}</Button>
          </li>
        ))}
      </ul>
      {picking && (
        <BillRulePicker value={picking.rule || undefined} onCancel={() => setPicking(null)}
          onConfirm={(rule) => {
            const next = setBillRule(text, picking.path, rule.enCode, rule.fullName);
            if (next !== null) onChange(next);
            setPicking(null);
          }} />
      )}
    </div>
  );
}
