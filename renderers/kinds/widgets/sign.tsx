/**
 * sign and signature (v5): a handwritten signature, stored as the image's data url (or a stored image's address).
 * The input shows the signature and opens a pad to draw it; cells and details show the image.
 */
import { memo, useRef, useState, type PointerEvent } from 'react';
import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';

const PAD = { width: 500, height: 200 };

/** An image the signature may be: a drawn data url or a stored image's address (nothing that runs script). */
export function signatureSrc(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  return /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(value) || /^(https?:\/\/|\/)[^\s"'<>]*$/.test(value)
    ? value : null;
}

function SignatureImage({ value, height }: { value: unknown; height: number }) {
  const { t } = useTranslation('form');
  const src = signatureSrc(value);
  return src ? <img src={src} alt={t('widgets.signed')} style={{ height, maxWidth: '100%' }} /> : null;
}

/** The drawing pad: strokes follow the pointer; `onDone` gets the drawing as a PNG data url ('' when blank). */
function SignPad({ open, onDone, onCancel }: { open: boolean; onDone: (url: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('form');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);
  const context = () => canvas.current?.getContext('2d') ?? null;
  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  const clear = () => {
    context()?.clearRect(0, 0, PAD.width, PAD.height);
    setInked(false);
  };
  return (
    <Modal open={open} title={t('widgets.sign')} width={PAD.width + 48} destroyOnHidden onCancel={onCancel}
      onOk={() => onDone(inked && canvas.current ? canvas.current.toDataURL('image/png') : '')}
      okText={t('confirm')} cancelText={t('cancel')}
      footer={(_, { OkBtn, CancelBtn }) => (
        <Space><Button onClick={clear}>{t('widgets.signClear')}</Button><CancelBtn /><OkBtn /></Space>
      )}>
      <canvas ref={canvas} width={PAD.width} height={PAD.height} aria-label={t('widgets.signCanvas')} role="img"
        style={{ border: '1px dashed #d9d9d9', touchAction: 'none', display: 'block' }}
        onPointerDown={(e) => {
          const ctx = context();
          if (!ctx) return;
          drawing.current = true;
          ctx.lineWidth = 2;
          ctx.lineCap = 'round';
          ctx.beginPath();
          ctx.moveTo(...at(e));
        }}
        onPointerMove={(e) => {
          const ctx = context();
          if (!drawing.current || !ctx) return;
          ctx.lineTo(...at(e));
          ctx.stroke();
          setInked(true);
        }}
        onPointerUp={() => { drawing.current = false; }}
        onPointerLeave={() => { drawing.current = false; }} />
    </Modal>
  );
}

export const SignInput = memo(function SignInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const [open, setOpen] = useState(false);
  const locked = p.disabled || p.readonly || p.field.disabled === true;
  return (
    <div id={p.id} role="group" aria-label={p.ariaLabel} aria-labelledby={p.ariaLabel ? undefined : p.labelId}>
      <SignatureImage value={p.value} height={60} />
      {!locked && (
        <Space>
          <Button size="small" onClick={() => setOpen(true)}>{t('widgets.sign')}</Button>
          {signatureSrc(p.value) && <Button size="small" onClick={() => p.onChange('')}>{t('widgets.signClear')}</Button>}
        </Space>
      )}
      {open && <SignPad open={open} onCancel={() => setOpen(false)}
        onDone={(url) => { setOpen(false); if (url) p.onChange(url); }} />}
    </div>
  );
});

export const SignCell = ({ value }: FieldViewProps) => <SignatureImage value={value} height={32} />;
export const SignDetail = ({ value }: FieldViewProps) => <SignatureImage value={value} height={80} />;

registerField({ kind: 'sign', input: SignInput, cell: SignCell, detail: SignDetail });
registerField({ kind: 'signature', input: SignInput, cell: SignCell, detail: SignDetail });
