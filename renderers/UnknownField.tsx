/** The visible block shown wherever a field kind has no renderer: a kind never disappears silently. */
import { useTranslation } from 'react-i18next';

export interface UnknownFieldProps {
  kind: string;
  path: string;
}

export function UnknownField({ kind, path }: UnknownFieldProps) {
  const { t } = useTranslation('form');
  return (
    <div
      data-field-error={kind}
      role="alert"
      style={{ border: '1px dashed #ff4d4f', color: '#ff4d4f', padding: '4px 8px', borderRadius: 4, fontSize: 12 }}
    >
      {t('unknownKind', { kind: kind || '?', path })}
    </div>
  );
}
