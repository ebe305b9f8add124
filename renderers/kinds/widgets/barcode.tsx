/**
 * barcode (display only): the text is `staticText` (dataType static) or the current value of the form field named
 * by `relationField` (dataType relation). Drawn with jsbarcode (format code128 by default, lineColor, background,
 * width 4, height 40, margin 5, no text under the bars) only when the text is letters and digits; otherwise, or when
 * the chosen format refuses the text, a clear message instead.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Typography } from 'antd';
import JsBarcode from 'jsbarcode';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../src/engine/types';
import { useFormValue } from '../../form/values';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { numberProp, stringProp } from './common';

/** Text a barcode can carry: letters and digits only. */
export const isBarcodeText = (text: string) => /^[A-Za-z0-9]+$/.test(text);

/** The text a barcode or QR code shows: its static text, or the related field's value in the form. */
export function useCodeText(field: FieldDef, value: unknown): string {
  const related = useFormValue(field.dataType === 'relation' ? stringProp(field.relationField) || undefined : undefined);
  if (field.dataType === 'relation') {
    const v = related ?? value;
    return v === null || v === undefined ? '' : Array.isArray(v) ? v.join(',') : String(v);
  }
  return stringProp(field.staticText);
}

type Draw = (text: string, options: JsBarcode.Options) => { render: () => void };

function BarcodeView({ field, value }: FieldViewProps | FieldInputProps) {
  const { t } = useTranslation('form');
  const svg = useRef<SVGSVGElement>(null);
  const text = useCodeText(field, value);
  const format = stringProp(field.format, 'code128').toLowerCase();
  const [failed, setFailed] = useState(false);
  const valid = isBarcodeText(text);
  const options = {
    lineColor: stringProp(field.lineColor, '#000'),
    background: stringProp(field.background, '#fff'),
    width: numberProp(field.width) ?? 4,
    height: numberProp(field.height) ?? 40,
  };
  useLayoutEffect(() => {
    if (!svg.current || !valid) return;
    let ok = true;
    try {
      // The api's lower-case methods reach every format (pharmacode, codabar) that the `format` option misses.
      const api = JsBarcode(svg.current) as unknown as Record<string, Draw | undefined>;
      const draw = api[format] ?? api.code128!;
      draw.call(api, text, { ...options, margin: 5, displayValue: false, valid: (v: boolean) => { ok = ok && v; } }).render();
    } catch {
      ok = false;
    }
    setFailed(!ok);
  }, [text, valid, format, options.lineColor, options.background, options.width, options.height]);
  if (!text) return <Typography.Text type="secondary">{t('widgets.barcodeEmpty')}</Typography.Text>;
  if (!valid) return <Typography.Text type="danger" role="alert" data-barcode-error>{t('widgets.barcodeInvalid')}</Typography.Text>;
  return (
    <div data-barcode={text}>
      <svg ref={svg} aria-label={text} role="img" style={failed ? { display: 'none' } : undefined} />
      {failed && <Typography.Text type="danger" role="alert" data-barcode-error>{t('widgets.barcodeFailed', { format })}</Typography.Text>}
    </div>
  );
}

registerField({ kind: 'barcode', input: BarcodeView, cell: BarcodeView });
