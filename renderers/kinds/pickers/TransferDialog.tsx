/**
 * The two-pane picker dialog of the pickers: what to choose from on the left (a tree, tabs, a list), the 已选 list
 * on the right with a remove button per item and 清空列表, cancel and confirm below. The dialog edits a draft: it
 * starts from the field's selection on every opening, confirm hands the draft back, cancel drops it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Empty, Modal } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addPicked, removePicked, type Picked } from './selection';

export interface Draft {
  items: Picked[];
  /** Adds a clicked node (single mode replaces). */
  add: (item: Picked) => void;
  remove: (id: string) => void;
  clear: () => void;
}

/** A draft selection that restarts from `initial` whenever `open` turns true. */
export function useDraft(open: boolean, initial: Picked[], multiple: boolean): Draft {
  const [items, setItems] = useState<Picked[]>(initial);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) setItems(initial);
    wasOpen.current = open;
  }, [open, initial]);
  // Names of stored ids may arrive after the dialog opened: items still waiting for theirs (pending) take them.
  useEffect(() => {
    if (!open) return;
    setItems((prev) => {
      let changed = false;
      const next = prev.map((item) => {
        const known = initial.find((i) => i.id === item.id);
        if (!known || item.pending !== true || known.pending === true) return item;
        changed = true;
        return known;
      });
      return changed ? next : prev;
    });
  }, [open, initial]);
  return {
    items,
    add: (item) => setItems((prev) => addPicked(prev, item, multiple)),
    remove: (id) => setItems((prev) => removePicked(prev, id)),
    clear: () => setItems([]),
  };
}

export interface TransferDialogProps {
  open: boolean;
  title: string;
  /** Dialog width (800 by default). */
  width?: number;
  /** Width of each pane; the panes share the width equally when unset. */
  paneWidth?: number;
  draft: Draft;
  onOk: (items: Picked[]) => void;
  onCancel: () => void;
  children: ReactNode;
}

export function TransferDialog({ open, title, width = 800, paneWidth, draft, onOk, onCancel, children }: TransferDialogProps) {
  const { t } = useTranslation('form');
  const pane = { border: '1px solid rgba(5,5,5,0.1)', borderRadius: 6, height: 420, display: 'flex',
    flexDirection: 'column' as const, ...(paneWidth ? { width: paneWidth } : { flex: 1, minWidth: 0 }) };
  return (
    <Modal open={open} title={title} width={width} onCancel={onCancel} destroyOnHidden centered
      footer={[
        <Button key="cancel" onClick={onCancel}>{t('cancel')}</Button>,
        <Button key="ok" type="primary" onClick={() => onOk(draft.items)}>{t('confirm')}</Button>,
      ]}>
      <div data-testid="picker-dialog" style={{ display: 'flex', gap: 16, justifyContent: 'space-between' }}>
        <div data-testid="picker-source" style={{ ...pane, padding: 8 }}>{children}</div>
        <div data-testid="picker-selected" style={pane}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 10px',
            borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
            <span>{t('pickers.selected')} ({draft.items.length})</span>
            <Button type="link" size="small" onClick={draft.clear}>{t('pickers.clearList')}</Button>
          </div>
          <div style={{ overflow: 'auto', flex: 1, padding: '4px 10px' }}>
            {draft.items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} /> : null}
            {draft.items.map((item) => (
              <div key={item.id} data-testid="picked-item" style={{ display: 'flex', justifyContent: 'space-between',
                alignItems: 'center', padding: '4px 0' }}>
                <span title={item.fullName}>{item.fullName}</span>
                <Button type="text" size="small" aria-label={`${t('remove')} ${item.fullName}`}
                  icon={<CloseOutlined />} onClick={() => draft.remove(item.id)} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </Modal>
  );
}
