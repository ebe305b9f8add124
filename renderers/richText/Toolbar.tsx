/** The editor's toolbar: marks, headings, alignment, lists and links (basic) or tables, page break and pictures (print). */
import { useState, type ReactNode } from 'react';
import { Button, Divider, Form, Input, InputNumber, Modal, Select, Tooltip } from 'antd';
import {
  AlignCenterOutlined, AlignLeftOutlined, AlignRightOutlined, BoldOutlined, ClearOutlined, ColumnHeightOutlined,
  DeleteColumnOutlined, DeleteOutlined, DeleteRowOutlined, InsertRowAboveOutlined, InsertRowBelowOutlined,
  InsertRowLeftOutlined, InsertRowRightOutlined, ItalicOutlined, LinkOutlined, MergeCellsOutlined,
  OrderedListOutlined, PictureOutlined, RedoOutlined, SplitCellsOutlined, StrikethroughOutlined, TableOutlined,
  UnderlineOutlined, UndoOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import type { RichTextMode } from './extensions';
import { NEW_TABLE_ATTRS } from './table';

const SAFE_LINK = /^(https?:|mailto:|tel:|\/|#)/i;
const SAFE_IMAGE = /^(\/|https?:)/i;

interface ToolProps { label: string; icon: ReactNode; onClick: () => void; active?: boolean; disabled?: boolean }

function Tool({ label, icon, onClick, active, disabled }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={label} aria-pressed={active}
        disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={onClick} />
    </Tooltip>
  );
}

function ImageDialog({ onOk, onClose }: { onOk: (v: { src: string; width?: number; height?: number }) => void; onClose: () => void }) {
  const { t } = useTranslation('form');
  const [form] = Form.useForm();
  return (
    <Modal open title={t('richText.imageTitle')} okText={t('richText.ok')} cancelText={t('richText.cancel')} onCancel={onClose}
      destroyOnHidden onOk={() => { form.validateFields().then(onOk).catch(() => undefined); }}>
      <Form form={form} layout="vertical" initialValues={{ width: 100, height: 100 }}>
        <Form.Item name="src" label={t('richText.imageSrc')} rules={[{ required: true, pattern: SAFE_IMAGE,
          message: t('richText.imageSrcRequired') }]}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="width" label={t('richText.imageWidth')}><InputNumber min={1} max={2000} /></Form.Item>
        <Form.Item name="height" label={t('richText.imageHeight')}><InputNumber min={1} max={2000} /></Form.Item>
      </Form>
    </Modal>
  );
}

export function Toolbar({ editor, mode }: { editor: Editor; mode: RichTextMode }) {
  const { t } = useTranslation('form');
  const [picking, setPicking] = useState(false);
  const run = () => editor.chain().focus();
  const level = ([1, 2, 3, 4] as const).find((l) => editor.isActive('heading', { level: l }));
  const aligned = (a: string) => editor.isActive({ textAlign: a });
  const inTable = editor.isActive('table');
  const addLink = () => {
    const href = window.prompt(t('richText.linkPrompt'), 'https://');
    if (href && SAFE_LINK.test(href.trim())) run().setLink({ href: href.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label={t('richText.editorLabel')}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 4, borderBottom: '1px solid #f0f0f0' }}>
      <Tool label={t('richText.undo')} icon={<UndoOutlined />} onClick={() => run().undo().run()} disabled={!editor.can().undo()} />
      <Tool label={t('richText.redo')} icon={<RedoOutlined />} onClick={() => run().redo().run()} disabled={!editor.can().redo()} />
      <Divider orientation="vertical" />
      <Select size="small" style={{ width: 96 }} aria-label={t('richText.paragraph')} value={level ?? 0}
        options={[{ value: 0, label: t('richText.paragraph') },
          ...[1, 2, 3, 4].map((l) => ({ value: l, label: t('richText.heading', { level: l }) }))]}
        onChange={(v: number) => (v ? run().setHeading({ level: v as 1 | 2 | 3 | 4 }).run() : run().setParagraph().run())} />
      <Tool label={t('richText.bold')} icon={<BoldOutlined />} active={editor.isActive('bold')} onClick={() => run().toggleBold().run()} />
      <Tool label={t('richText.italic')} icon={<ItalicOutlined />} active={editor.isActive('italic')} onClick={() => run().toggleItalic().run()} />
      <Tool label={t('richText.underline')} icon={<UnderlineOutlined />} active={editor.isActive('underline')}
        onClick={() => run().toggleUnderline().run()} />
      <Tool label={t('richText.strike')} icon={<StrikethroughOutlined />} active={editor.isActive('strike')}
        onClick={() => run().toggleStrike().run()} />
      <Divider orientation="vertical" />
      <Tool label={t('richText.alignLeft')} icon={<AlignLeftOutlined />} onClick={() => run().setTextAlign('left').run()} />
      <Tool label={t('richText.alignCenter')} icon={<AlignCenterOutlined />} active={aligned('center')}
        onClick={() => run().setTextAlign('center').run()} />
      <Tool label={t('richText.alignRight')} icon={<AlignRightOutlined />} active={aligned('right')}
        onClick={() => run().setTextAlign('right').run()} />
      <Divider orientation="vertical" />
      <Tool label={t('richText.orderedList')} icon={<OrderedListOutlined />} active={editor.isActive('orderedList')}
        onClick={() => run().toggleOrderedList().run()} />
      <Tool label={t('richText.bulletList')} icon={<UnorderedListOutlined />} active={editor.isActive('bulletList')}
        onClick={() => run().toggleBulletList().run()} />
      {mode === 'basic' && <Tool label={t('richText.link')} icon={<LinkOutlined />} active={editor.isActive('link')} onClick={addLink} />}
      <Tool label={t('richText.clearFormat')} icon={<ClearOutlined />} onClick={() => run().unsetAllMarks().clearNodes().run()} />
      <Divider orientation="vertical" />
      <Tool label={t('richText.insertTable')} icon={<TableOutlined />} disabled={inTable}
        onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: false })
          .updateAttributes('table', NEW_TABLE_ATTRS).run()} />
      <Tool label={t('richText.rowBefore')} icon={<InsertRowAboveOutlined />} disabled={!inTable} onClick={() => run().addRowBefore().run()} />
      <Tool label={t('richText.rowAfter')} icon={<InsertRowBelowOutlined />} disabled={!inTable} onClick={() => run().addRowAfter().run()} />
      <Tool label={t('richText.deleteRow')} icon={<DeleteRowOutlined />} disabled={!inTable} onClick={() => run().deleteRow().run()} />
      <Tool label={t('richText.columnBefore')} icon={<InsertRowLeftOutlined />} disabled={!inTable}
        onClick={() => run().addColumnBefore().run()} />
      <Tool label={t('richText.columnAfter')} icon={<InsertRowRightOutlined />} disabled={!inTable}
        onClick={() => run().addColumnAfter().run()} />
      <Tool label={t('richText.deleteColumn')} icon={<DeleteColumnOutlined />} disabled={!inTable}
        onClick={() => run().deleteColumn().run()} />
      <Tool label={t('richText.mergeCells')} icon={<MergeCellsOutlined />} disabled={!editor.can().mergeCells()}
        onClick={() => run().mergeCells().run()} />
      <Tool label={t('richText.splitCell')} icon={<SplitCellsOutlined />} disabled={!editor.can().splitCell()}
        onClick={() => run().splitCell().run()} />
      <Tool label={t('richText.deleteTable')} icon={<DeleteOutlined />} disabled={!inTable} onClick={() => run().deleteTable().run()} />
      <Divider orientation="vertical" />
      {mode === 'print' && <Tool label={t('richText.pageBreak')} icon={<ColumnHeightOutlined />} onClick={() => run().insertPageBreak().run()} />}
      <Tool label={t('richText.image')} icon={<PictureOutlined />} onClick={() => setPicking(true)} />
      {picking && (
        <ImageDialog onClose={() => setPicking(false)} onOk={(v) => {
          setPicking(false);
          run().insertImage({ src: v.src.trim(), width: v.width ? String(v.width) : null, height: v.height ? String(v.height) : null }).run();
        }} />
      )}
    </div>
  );
}
