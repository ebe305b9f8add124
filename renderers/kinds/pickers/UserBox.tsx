/**
 * The user box: a dialog that chooses people, for screens that ask "who" outside a form field
 * (an approver, the members of something). It is the 800px user picker with users as the only pickable nodes;
 * confirming with nobody chosen warns 请选择{title} (default title 审批人) and keeps the dialog open.
 */
import { useMemo } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../src/engine/types';
import { TransferDialog, useDraft } from './TransferDialog';
import { UserSource } from './userPickers';
import type { Picked } from './selection';

const USERS_ONLY: ReadonlySet<string> = new Set(['user']);
const NO_FIELD = { __config__: { jnpfKey: 'userSelect' } } as FieldDef;

export interface UserBoxProps {
  open: boolean;
  /** What is being chosen, as the warning names it (审批人 by default). */
  title?: string;
  multiple?: boolean;
  /** The users chosen so far. */
  value?: Picked[];
  onConfirm: (ids: string[], users: Picked[]) => void;
  onCancel: () => void;
}

export function UserBox({ open, title, multiple = false, value, onConfirm, onCancel }: UserBoxProps) {
  const { t } = useTranslation('form');
  const { message } = App.useApp();
  const name = title || t('pickers.approver');
  const initial = useMemo(() => value ?? [], [value]);
  const draft = useDraft(open, initial, multiple);
  return (
    <TransferDialog open={open} title={name} draft={draft} onCancel={onCancel}
      onOk={(items) => {
        if (!items.length) {
          void message.warning(t('pickers.pleaseSelectTitle', { title: name }));
          return;
        }
        onConfirm(items.map((i) => i.id), items);
      }}>
      <UserSource kind="userSelect" field={NO_FIELD} types={USERS_ONLY}
        onPick={(n) => draft.add({ id: String(n.id), fullName: String(n.fullName ?? n.id), type: n.type })} />
    </TransferDialog>
  );
}
