/**
 * The side panel of the template editor: the Fields call's main fields, each sub-table's fields (and a button
 * inserting a table row of all of them, which the print engine repeats per sub-table row) and the system
 * placeholders. Clicking one inserts it at the editor's cursor in the print engine's markup.
 */
import { Button, Collapse, Empty, Spin, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Editor, JSONContent } from '@tiptap/core';
import { useQuery } from '@tanstack/react-query';
import { NEW_TABLE_ATTRS, TAG_CLASS } from '../../../../../renderers/richText';
import { templateFields, type FieldNode } from './api';
import { usePrintEditorT } from './i18n';

const placeholder = (f: FieldNode): JSONContent => ({ type: 'printTag', attrs: { tag: f.id, label: `{${f.field ?? f.id}}`, cls: TAG_CLASS } });

/** A table of one title row (the labels) and one row of the sub-table's placeholders. */
function subTableRow(group: FieldNode): JSONContent {
  const fields = group.children ?? [];
  const cell = (content: JSONContent[]): JSONContent => ({ type: 'tableCell', content: [{ type: 'paragraph', content }] });
  return {
    type: 'table',
    attrs: NEW_TABLE_ATTRS,
    content: [
      { type: 'tableRow', content: fields.map((f) => cell([{ type: 'text', text: f.fullName }])) },
      { type: 'tableRow', content: fields.map((f) => cell([placeholder(f)])) },
    ],
  };
}

export function insertField(editor: Editor, group: FieldNode, f: FieldNode) {
  const chain = editor.chain().focus();
  // System placeholders are text the print engine replaces ({systemPrinter}); fields are data-tag placeholders.
  if (group.system) chain.insertContent(f.id).run();
  else chain.insertContent(placeholder(f)).run();
}

export function FieldPanel({ modelId, editor }: { modelId?: string; editor: Editor | null }) {
  const t = usePrintEditorT();
  const fields = useQuery({ queryKey: ['printDev', 'fields', modelId], queryFn: () => templateFields(modelId!), enabled: !!modelId });
  if (!modelId) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chooseForm')} />;
  if (fields.isLoading) return <Spin style={{ display: 'block', margin: 24 }} />;
  const groups = fields.data ?? [];
  if (!groups.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFields')} />;
  const items = groups.map((g) => {
    const subTable = g.id !== 'headTable' && !g.system;
    return {
      key: g.id,
      label: g.id === 'headTable' ? t('mainFields') : g.fullName,
      children: (
        <div data-field-group={g.id} style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {subTable && (
            <Button size="small" icon={<PlusOutlined />} disabled={!editor} style={{ marginBottom: 4 }}
              onClick={() => editor?.chain().focus().insertContent(subTableRow(g)).run()}>{t('insertRow')}</Button>
          )}
          {(g.children ?? []).map((f) => (
            <Tooltip key={f.id} title={t('clickToInsert')} placement="left">
              <Button size="small" type="text" disabled={!editor} data-field={f.id} style={{ justifyContent: 'flex-start' }}
                onMouseDown={(e) => e.preventDefault()} onClick={() => editor && insertField(editor, g, f)}>
                <Typography.Text ellipsis>{f.fullName}</Typography.Text>
              </Button>
            </Tooltip>
          ))}
        </div>
      ),
    };
  });
  return <Collapse size="small" defaultActiveKey={groups.map((g) => g.id)} items={items} />;
}
