/**
 * Button upload: a button that posts the chosen file (multipart `file`, with any extra fields) to a configured
 * address through the data service, so the session token goes along as the Authorization header. The same checks
 * as the file widget come first (accepted types, size bound with KB/MB/GB, '#' stripped from the name), then the
 * optional pre-upload check: a named one from the catalogue (`check`, what a JSON document declares) and/or a
 * function (`beforeUpload`). A refused file is never sent; a refused post shows the server's message (the host does).
 * The screens' import actions are these buttons (src/web/screens).
 */
import { useRef, useState } from 'react';
import { App, Button, type ButtonProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../src/engine/types';
import { useData } from '../services';
import { cleanName, pickerAccept, uploadProblem } from '../kinds/pickers/uploadRules';
import { uploadCheckRefusal } from './checks';

/** The button's size bound when none is given: 5 (MB), the spec's "5 in one widget" (the file field's is 10). */
export const BUTTON_FILE_SIZE = 5;

export interface UploadButtonProps {
  /** The address the file is posted to, e.g. /api/system/DictionaryData/Action/Import. */
  action: string;
  buttonText?: string;
  /** Accepted types (`.ext`, `type/*`, category names); default all. */
  accept?: string;
  /** Size bound in sizeUnit (default 5). */
  fileSize?: number;
  sizeUnit?: 'KB' | 'MB' | 'GB';
  /** Sent beside the file. */
  data?: Record<string, string>;
  /** A named pre-upload check (src/engine/upload/checks.ts), run on the file's content. */
  check?: string;
  /** May refuse a file before anything is sent (answer false). */
  beforeUpload?: (file: File) => boolean | Promise<boolean>;
  /** After the server took the file: its data and message. */
  onSuccess?: (data: unknown, file: File, msg: string) => void;
  disabled?: boolean;
  /** The button's look (type, size, icon, danger); the upload icon by default. */
  look?: Pick<ButtonProps, 'type' | 'size' | 'icon' | 'danger'>;
}

export function UploadButton(p: UploadButtonProps) {
  const { t } = useTranslation('form');
  const { message } = App.useApp();
  const http = useData();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (raw: File) => {
    const field = { __config__: { jnpfKey: 'uploadFz' }, accept: p.accept ?? '', fileSize: p.fileSize ?? BUTTON_FILE_SIZE,
      sizeUnit: p.sizeUnit } as FieldDef;
    const problem = uploadProblem(field, false, raw, 0) ?? await uploadCheckRefusal(p.check, raw);
    if (problem) { void message.error(t(problem.key, problem.values)); return; }
    if (p.beforeUpload && !(await p.beforeUpload(raw))) return;
    const file = new File([raw], cleanName(raw.name), { type: raw.type });
    const body = new FormData();
    body.append('file', file);
    for (const [k, v] of Object.entries(p.data ?? {})) body.append(k, v);
    setBusy(true);
    try {
      const res = await http.post(p.action, body);
      p.onSuccess?.(res.data, file, res.msg);
    } catch {
      // The host has shown the server's message (or 上传失败).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<UploadOutlined />} {...p.look} loading={busy} disabled={p.disabled} onClick={() => input.current?.click()}>
        {p.buttonText || t('pickers.uploadButton')}
      </Button>
      <input ref={input} type="file" hidden accept={pickerAccept(p.accept)} data-testid="upload-button-input"
        onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void send(f); }} />
    </>
  );
}
