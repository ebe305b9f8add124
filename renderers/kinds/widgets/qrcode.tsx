/**
 * qrcode (display only): `staticText` (dataType static), the value of the form field `relationField` (relation), or
 * the record's form payload `{"t":"DFD","id","mid","mt","fid","pid","ftid","opt"}` (dataType form),
 * drawn with qrcode.react in colorDark on colorLight at `size` (100) with the lowest error correction.
 */
import { QRCodeSVG } from 'qrcode.react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../src/engine/types';
import { useFormMeta, type FormMeta } from '../../form/values';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { useCodeText } from './barcode';
import { numberProp, stringProp } from './common';

/** The QR payload of a generated-form record (undefined parts are left out). */
export function formQrPayload(meta: FormMeta): string {
  return JSON.stringify({
    t: 'DFD', id: meta.id, mid: meta.modelId, mt: meta.modelType, fid: meta.flowId, pid: meta.processId,
    ftid: meta.taskId, opt: meta.opType,
  });
}

function useQrText(field: FieldDef, value: unknown): string {
  const meta = useFormMeta();
  const text = useCodeText(field, value);
  return field.dataType === 'form' ? formQrPayload(meta) : text;
}

function QrcodeView({ field, value }: FieldViewProps | FieldInputProps) {
  const { t } = useTranslation('form');
  const text = useQrText(field, value);
  if (!text) return <Typography.Text type="secondary">{t('widgets.qrcodeEmpty')}</Typography.Text>;
  const size = numberProp(field.size) ?? 100;
  return (
    <div data-qrcode={text}>
      <QRCodeSVG value={text} size={size} fgColor={stringProp(field.colorDark, '#000')}
        bgColor={stringProp(field.colorLight, '#fff')} level="L" role="img" aria-label={text} />
    </div>
  );
}

registerField({ kind: 'qrcode', input: QrcodeView, cell: QrcodeView });
