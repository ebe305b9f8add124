/** button (display only): `buttonText` (按钮), `align` left/center/right, `type` primary/success/warning/danger/info/text. */
import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { stringProp } from './common';

// element-ui button types → antd: the colours antd lacks become its nearest look.
const TYPES: Record<string, Pick<ButtonProps, 'type' | 'danger' | 'color' | 'variant'>> = {
  primary: { type: 'primary' },
  success: { color: 'green', variant: 'solid' },
  warning: { color: 'orange', variant: 'solid' },
  danger: { type: 'primary', danger: true },
  info: { color: 'default', variant: 'filled' },
  text: { type: 'text' },
};

function ButtonView({ field }: FieldViewProps | FieldInputProps) {
  const align = field.align === 'center' || field.align === 'right' ? field.align : 'left';
  return (
    <div style={{ textAlign: align }}>
      <Button {...(TYPES[String(field.type)] ?? {})} disabled={field.disabled === true}>
        {stringProp(field.buttonText)}
      </Button>
    </div>
  );
}

registerField({ kind: 'button', input: ButtonView, cell: ButtonView });
