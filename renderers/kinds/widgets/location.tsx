/**
 * location (v5): a position picked on a map, kept as the client sends it ({fullAddress, address, name, lat, lng},
 * or its JSON text). Loom has no map service, so the input shows the stored address and can clear it; cells and
 * details show the spec's text (the address, else the coordinates).
 */
import { memo } from 'react';
import { Input } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { registerField, type FieldInputProps } from '../../registry';
import { SpecTextCell, useSpecText } from '../specText';

export const LocationInput = memo(function LocationInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const text = useSpecText(p.field, p.value);
  return (
    <Input
      id={p.id}
      aria-label={p.ariaLabel}
      value={text}
      readOnly
      prefix={<EnvironmentOutlined />}
      placeholder={t('widgets.locationNone')}
      allowClear={!p.disabled && !p.readonly && p.field.clearable !== false}
      onChange={(e) => { if (!e.target.value) p.onChange(null); }}
      disabled={p.disabled || p.field.disabled === true}
      status={p.invalid ? 'error' : undefined}
    />
  );
});

registerField({ kind: 'location', input: LocationInput, cell: SpecTextCell });
