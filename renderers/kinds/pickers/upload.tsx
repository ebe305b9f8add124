/**
 * uploadFz (v5: uploadFile) and uploadImg, through the data service (the host's client, so the Authorization
 * header goes along): files go in resumable chunks (renderers/upload: hash, test, chunks, merge) with a panel of
 * progress, pause, resume, retry and remove; images in one request to `POST /api/file/Uploader/annexpic`. Limit, size bound and types are checked first with
 * the product's messages, then the field's named pre-upload check (`uploadCheck`, renderers/upload/checks.ts);
 * names lose their '#'. Values: `[{name, fileId, fileSize, fileExtension,
 * fileVersionId, url}]` for files, `[{name, fileId, url}]` for images. Cells show names or thumbnails; the detail
 * view lists the files with download links.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Image, Space, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../src/engine/types';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { specText } from '../specText';
import { useData } from '../../services';
import { usePickerApi } from './api';
import { cleanName, limitOf, uploadProblem } from './uploadRules';
import { Uploader, type UploadItem } from '../../upload/uploader';
import { dataTransport } from '../../upload/transport';
import { hashFile } from '../../upload/md5';
import { UploadPanel } from '../../upload/UploadPanel';
import { uploadCheckRefusal } from '../../upload/checks';
import { FilePreview } from '../../upload/FilePreview';
import { downloadFile, goToDownload, packDownload, previewKind, type StoredFile } from '../../upload/files';


const filesOf = (value: unknown): StoredFile[] =>
  Array.isArray(value) ? (value as StoredFile[]).filter((f) => f && typeof f === 'object' && typeof f.name === 'string') : [];


function uploadKind(kind: 'uploadFz' | 'uploadImg') {
  const image = kind === 'uploadImg';
  const type = image ? 'annexpic' : 'annex';
  const toStored = (r: StoredFile): StoredFile => (image
    ? { name: r.name, fileId: r.fileId, url: r.url }
    : { name: r.name, fileId: r.fileId, fileSize: r.fileSize, fileExtension: r.fileExtension, fileVersionId: r.fileVersionId ?? '', url: r.url });

  const UploadInput = memo(function UploadInput(p: FieldInputProps) {
    const { field, onChange } = p;
    const { t } = useTranslation('form');
    const { message } = App.useApp();
    const api = usePickerApi();
    const data = useData();
    const { fileSrc } = data;
    const files = filesOf(p.value);
    // Uploads finish one by one; each adds to the latest list, not to the one it started with.
    const latest = useRef(files);
    latest.current = files;
    const [sending, setSending] = useState<UploadFile[]>([]);
    const sendingCount = useRef(0);
    const uploader = useMemo(() => new Uploader({
      transport: dataTransport(data), hash: hashFile,
      target: { type, pathType: typeof field.pathType === 'string' ? field.pathType : 'defaultPath',
        isAccount: String(Number(field.isAccount) || 0), folder: typeof field.folder === 'string' ? field.folder : '' },
      onSuccess: (item, res) => {
        // The server names the stored file; the record keeps the name the user knows (without '#').
        // Files finishing together each add to the list the one before made, before the form re-renders.
        const next = [...latest.current, toStored({ ...res, name: item.name, fileId: res.name, fileVersionId: res.fileVersionId ?? '' })];
        latest.current = next;
        onChangeRef.current(next);
        uploaderRef.current?.remove(item.id);
      },
    }), [data, field.pathType, field.isAccount, field.folder]);
    const uploaderRef = useRef(uploader);
    uploaderRef.current = uploader;
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;
    const [items, setItems] = useState<readonly UploadItem[]>([]);
    useEffect(() => uploader.subscribe(setItems), [uploader]);
    const [previewing, setPreviewing] = useState<StoredFile | null>(null);
    const closePreview = useMemo(() => () => setPreviewing(null), []);
    const locked = p.disabled || p.readonly || field.disabled === true;
    const fileList: UploadFile[] = [
      ...files.map((f) => ({ uid: f.fileId || f.name, name: f.name, status: 'done' as const, url: image ? fileSrc(f.url) : undefined })),
      ...sending,
    ];
    /** The limit, type and size rules: the refusal shown, or null when the file may go. */
    const refused = (file: File) => {
      const inPanel = image ? sendingCount.current : uploaderRef.current.items.length;
      const problem = uploadProblem(field as FieldDef, image, file, latest.current.length + inPanel);
      if (problem) void message.error(t(problem.key, problem.values));
      return !!problem;
    };
    const beforeUpload = (file: File) => {
      // Single-file mode (limit 1): the last chosen file is the one kept, so one still sending makes way for it.
      if (!image && limitOf(field as FieldDef) === 1) for (const it of uploaderRef.current.items) uploaderRef.current.remove(it.id);
      if (refused(file)) return Upload.LIST_IGNORE;
      // The field's named pre-upload check reads the file first; the rules run again after it (others may have
      // been added meanwhile).
      if (typeof field.uploadCheck === 'string' && field.uploadCheck) {
        return uploadCheckRefusal(field.uploadCheck, file).then((problem) => {
          if (problem) void message.error(t(problem.key, problem.values));
          return problem || refused(file) ? Upload.LIST_IGNORE : take(file);
        });
      }
      return take(file);
    };
    const take = (file: File) => {
      if (!image) {
        uploaderRef.current.add(file, cleanName(file.name));
        return false;
      }
      sendingCount.current += 1;
      return true;
    };
    const customRequest = ({ file }: { file: unknown }) => {
      const raw = file as File & { uid: string };
      const named = new File([raw], cleanName(raw.name), { type: raw.type });
      setSending((s) => [...s, { uid: raw.uid, name: named.name, status: 'uploading' }]);
      const done = () => {
        sendingCount.current = Math.max(0, sendingCount.current - 1);
        setSending((s) => s.filter((x) => x.uid !== raw.uid));
      };
      api.uploadFile(type, named, {
        pathType: typeof field.pathType === 'string' ? field.pathType : 'defaultPath',
        isAccount: Number(field.isAccount) || 0,
        folder: typeof field.folder === 'string' ? field.folder : '',
      }).then((res) => {
        done();
        // The server names the stored file (fileId); the record keeps the name the user knows (without '#').
        onChange([...latest.current, toStored({ ...res, name: named.name, fileId: res.fileId || res.name })]);
      }, () => {
        // The shared client has shown the server's message (or 上传失败); the failed file leaves the list.
        done();
      });
    };
    const remove = (f: UploadFile) => {
      onChange(latest.current.filter((x) => (x.fileId || x.name) !== f.uid));
      return true;
    };
    const tip = field.showTip === true && typeof field.tipText === 'string' && field.tipText
      ? <div style={{ color: '#909399', fontSize: 12, marginTop: 4 }}>{field.tipText}</div> : null;
    const accept = image ? (typeof field.accept === 'string' && field.accept ? field.accept : 'image/*')
      : typeof field.accept === 'string' && field.accept ? field.accept : undefined;
    return (
      <div id={p.id} role="group" aria-label={p.ariaLabel} aria-labelledby={p.ariaLabel ? undefined : p.labelId}>
        <Upload
          fileList={fileList} multiple accept={accept} disabled={locked}
          listType={image ? 'picture-card' : 'text'}
          beforeUpload={beforeUpload} customRequest={customRequest as never} onRemove={remove}
          showUploadList={{ showRemoveIcon: !locked, showDownloadIcon: !image }}
          // A file's name opens the preview dialog when it can be shown (images, PDFs), else downloads it.
          onPreview={(f) => {
            const stored = latest.current.find((x) => (x.fileId || x.name) === f.uid);
            if (stored && !image && previewKind(stored)) setPreviewing(stored);
            else if (stored) void downloadFile(data, type, stored);
          }}
          onDownload={(f) => { const stored = latest.current.find((x) => (x.fileId || x.name) === f.uid); if (stored) void downloadFile(data, type, stored); }}
        >
          {locked ? null : image ? (
            <button type="button" style={{ border: 0, background: 'none' }}><PlusOutlined /></button>
          ) : (
            <Button icon={<UploadOutlined />}>{typeof field.buttonText === 'string' && field.buttonText ? field.buttonText : t('pickers.uploadButton')}</Button>
          )}
        </Upload>
        {image ? null : <UploadPanel uploader={uploader} items={items} />}
        {image ? null : <FilePreview file={previewing} type={type} onClose={closePreview} />}
        {tip}
      </div>
    );
  });
  UploadInput.displayName = `${kind}Input`;

  function UploadCell({ field, value }: FieldViewProps) {
    const { fileSrc } = useData();
    // Files by their names as the kind spec writes them (joined by ','), as export, print and DataChange do.
    if (!image) return <span>{specText(field, value)}</span>;
    const files = filesOf(value);
    return (
      <Space size={4}>
        {files.map((f) => <img key={f.fileId || f.name} src={fileSrc(f.url)} alt={f.name} width={32} height={32} style={{ objectFit: 'cover' }} />)}
      </Space>
    );
  }

  function UploadDetail({ value }: FieldViewProps) {
    const { t } = useTranslation('form');
    const { message } = App.useApp();
    const data = useData();
    const { fileSrc } = data;
    const files = filesOf(value);
    const [previewing, setPreviewing] = useState<StoredFile | null>(null);
    const closePreview = useMemo(() => () => setPreviewing(null), []);
    const downloadAll = async () => {
      if (!files.length) { void message.warning(t('upload.noFiles')); return; }
      goToDownload((await packDownload(data, type, files)).url);
    };
    if (image) {
      return (
        <Image.PreviewGroup>
          <Space wrap>{files.map((f) => <Image key={f.fileId || f.name} src={fileSrc(f.url)} alt={f.name} width={80} height={80} />)}</Space>
        </Image.PreviewGroup>
      );
    }
    return (
      <div>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {files.map((f) => (
            <li key={f.fileId || f.name}>
              <PaperClipOutlined />{' '}
              <a href={f.url} title={t('pickers.download')} onClick={(e) => { e.preventDefault(); void downloadFile(data, type, f); }}>{f.name}</a>
              {previewKind(f) ? <Button type="link" size="small" onClick={() => setPreviewing(f)}>{t('upload.preview')}</Button> : null}
            </li>
          ))}
        </ul>
        <Button size="small" icon={<DownloadOutlined />} onClick={() => { void downloadAll(); }}>{t('upload.downloadAll')}</Button>
        <FilePreview file={previewing} type={type} onClose={closePreview} />
      </div>
    );
  }
  registerField({ kind, aliases: kind === 'uploadFz' ? ['uploadFile'] : undefined, input: UploadInput, cell: UploadCell, detail: UploadDetail });
}

uploadKind('uploadFz');
uploadKind('uploadImg');
