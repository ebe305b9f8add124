/**
 * A screen button whose call uploads a file (`upload: true`, e.g. 数据字典's import): the renderers' UploadButton
 * posting to the call's address (placeholders filled from the row; `body` sent beside the file) with what the call
 * declares: accept, fileSize + sizeUnit (the button's 5 MB by default) and a named pre-upload check. A refused file
 * is never sent; the answer's message then shows as the screen's other successes do.
 */
import type { ButtonProps } from 'antd';
import { fillUrl, fillValues, localise, type ScreenButton, type ScreenCall } from '../../engine/screen';
import { callCapabilities } from '../../engine/screen/capabilities';
import { UploadButton } from '../../../renderers/upload/UploadButton';

export interface ScreenUploadProps {
  button: ScreenButton;
  call: ScreenCall;
  row: Record<string, unknown>;
  lang: string;
  look?: Pick<ButtonProps, 'type' | 'size' | 'icon' | 'danger'>;
  onUploaded: (msg: string) => void;
}

/** The extra fields of the post: the call's body, filled from the row, as text. */
function fieldsOf(call: ScreenCall, row: Record<string, unknown>): Record<string, string> | undefined {
  if (!call.body) return undefined;
  const values = fillValues(call.body, row);
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
}

export function ScreenUploadButton({ button, call, row, lang, look, onUploaded }: ScreenUploadProps) {
  const caps = callCapabilities(call);
  return (
    <UploadButton action={fillUrl(call.url, row)} buttonText={localise(button.label, lang)} accept={caps.accept}
      fileSize={caps.fileSize} sizeUnit={caps.sizeUnit} check={caps.uploadCheck} data={fieldsOf(call, row)} look={look}
      onSuccess={(_data, _file, msg) => onUploaded(msg)} />
  );
}
