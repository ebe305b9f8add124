/**
 * Saved plans (方案) of the super query: 方案选择 lists the user's plans of this list (choose one to apply it, × to
 * delete it); 保存方案 names the current conditions and saves them, replacing a plan of the same name after asking.
 */
import { useState } from 'react';
import { App, Button, Empty, Form, Input, Modal, Popover } from 'antd';
import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createPlan, deletePlan, listPlans, updatePlan, type QueryPlan } from '../api';
import type { Condition, MatchLogic } from './conditions';

export const plansKey = (moduleId: string) => ['advancedQuery', moduleId] as const;

/** The plans of one list (the server answers an array; the original's `{list}` is read too). */
export function usePlans(moduleId: string, enabled: boolean) {
  return useQuery({
    queryKey: plansKey(moduleId),
    enabled,
    queryFn: async (): Promise<QueryPlan[]> => {
      const data = (await listPlans(moduleId)).data;
      const list = Array.isArray(data) ? data : data?.list;
      return Array.isArray(list) ? list : [];
    },
  });
}

export interface PlanChooserProps {
  plans: QueryPlan[];
  onApply: (plan: QueryPlan) => void;
  onDeleted: () => void;
}

/** 方案选择: the list of plans in a popover. */
export function PlanChooser({ plans, onApply, onDeleted }: PlanChooserProps) {
  const { t } = useTranslation('form');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const remove = async (plan: QueryPlan) => {
    try {
      const res = await deletePlan(plan.id);
      if (res.msg) message.success(res.msg, 1.5);
      onDeleted();
    } catch {
      // shown by the request layer
    }
  };
  const content = plans.length ? (
    <div data-testid="dm-sq-plan-list" style={{ width: 220, maxHeight: 200, overflow: 'auto' }}>
      {plans.map((p) => (
        <div key={p.id} data-testid="dm-sq-plan" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <Button type="link" style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', overflow: 'hidden', textOverflow: 'ellipsis' }}
            onClick={() => { setOpen(false); onApply(p); }}>{p.fullName}</Button>
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`${t('superQuery.removePlan')} ${p.fullName}`}
            onClick={() => void remove(p)} />
        </div>
      ))}
    </div>
  ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('superQuery.noPlans')} />;
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} placement="topLeft">
      <Button data-testid="dm-sq-plans" icon={<DownOutlined />} iconPlacement="end">{t('superQuery.plans')}</Button>
    </Popover>
  );
}

export interface SavePlanDialogProps {
  open: boolean;
  moduleId: string;
  plans: QueryPlan[];
  matchLogic: MatchLogic;
  conditions: () => Condition[];
  onClose: () => void;
  onSaved: () => void;
}

/** 保存方案: the plan's name, then POST (a new name) or PUT (a name the user has, after confirming). */
export function SavePlanDialog({ open, moduleId, plans, matchLogic, conditions, onClose, onSaved }: SavePlanDialogProps) {
  const { t } = useTranslation('form');
  const { message, modal } = App.useApp();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const store = async (id?: string) => {
    setBusy(true);
    try {
      const body = { fullName: name.trim(), matchLogic, conditionJson: JSON.stringify(conditions()), moduleId };
      const res = id ? await updatePlan(id, body) : await createPlan(body);
      if (res.msg) message.success(res.msg, 1.5);
      setName('');
      onSaved();
    } catch {
      // shown by the request layer; the name stays for another try
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    const fullName = name.trim();
    if (!fullName) {
      setInvalid(true);
      return;
    }
    const same = plans.find((p) => p.fullName === fullName);
    if (!same) {
      void store();
      return;
    }
    modal.confirm({
      title: t('tip'),
      content: t('superQuery.planExists', { name: fullName }),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: () => store(same.id),
    });
  };

  return (
    <Modal open={open} title={t('superQuery.savePlan')} onCancel={onClose} onOk={submit} confirmLoading={busy}
      okText={t('confirm')} cancelText={t('cancel')} okButtonProps={{ 'data-testid': 'dm-sq-plan-ok' } as never}
      destroyOnHidden width={480}>
      <Form layout="vertical">
        <Form.Item label={t('superQuery.planName')} htmlFor="dm-sq-plan-name" required
          validateStatus={invalid ? 'error' : undefined} help={invalid ? t('superQuery.planNamePlaceholder') : undefined}>
          <Input id="dm-sq-plan-name" value={name} maxLength={50} placeholder={t('superQuery.planNamePlaceholder')}
            onChange={(e) => { setName(e.target.value); setInvalid(false); }} onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
