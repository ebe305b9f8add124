/**
 * 高级查询 on a generated list: the toolbar button (a badge counts the conditions in force) and its dialog of
 * conditions, all (AND) or any (OR) of them, 查询 / 重置 and saved plans. The rows live here, not in the dialog, so
 * closing the dialog loses nothing; a query the server refuses keeps the dialog open with the server's words.
 */
import { useCallback, useState } from 'react';
import { Alert, App, Badge, Button, Modal, Select, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QueryPlan } from '../api';
import { ConditionList } from './ConditionList';
import {
  blankRow, conditionsOf, problemOf, rowsOfPlan, superQueryJsonOf, type ConditionRow, type MatchLogic,
  type SuperQueryField,
} from './conditions';
import { PlanChooser, SavePlanDialog, usePlans } from './Plans';

export interface SuperQueryProps {
  moduleId: string;
  fields: readonly SuperQueryField[];
  /** How many conditions are in force (0: none); drawn as the button's badge. */
  active: number;
  /**
   * Runs the list with this superQueryJson (undefined: without a super query) from page 1; resolves once the list
   * answered, rejects with the server's message when it refused the query (nothing changes then).
   */
  onApply: (json: string | undefined, count: number) => Promise<void>;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e ?? ''));

export function SuperQuery({ moduleId, fields, active, onApply }: SuperQueryProps) {
  const { t } = useTranslation('form');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ConditionRow[]>(() => [blankRow()]);
  const [matchLogic, setMatchLogic] = useState<MatchLogic>('AND');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const plans = usePlans(moduleId, open);

  const changeRows = useCallback((next: ConditionRow[]) => {
    setRows(next);
    setError(null);
  }, []);

  const run = async (logic: MatchLogic, conditions: ConditionRow[]) => {
    const problem = problemOf(conditions);
    if (problem) {
      message.error(t(problem === 'noField' ? 'superQuery.noField' : 'superQuery.noValueQuery'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onApply(superQueryJsonOf(logic, conditions), conditions.length);
      setOpen(false);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setRows([blankRow()]);
    setMatchLogic('AND');
    setError(null);
    if (!active) return;
    try {
      await onApply(undefined, 0);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const applyPlan = (plan: QueryPlan) => {
    const logic: MatchLogic = plan.matchLogic === 'OR' ? 'OR' : 'AND';
    const planRows = rowsOfPlan(plan.conditionJson, fields);
    setMatchLogic(logic);
    setRows(planRows.length ? planRows : [blankRow()]);
    if (planRows.length) void run(logic, planRows);
  };

  const startSave = () => {
    const problem = problemOf(rows);
    if (problem || !rows.length) {
      message.error(t(problem === 'noField' || !rows.length ? 'superQuery.noField' : 'superQuery.noValueSave'));
      return;
    }
    setSaving(true);
  };

  const footer = (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <Space>
        <Button data-testid="dm-sq-save" onClick={startSave}>{t('superQuery.savePlan')}</Button>
        <PlanChooser plans={plans.data ?? []} onApply={applyPlan} onDeleted={() => void plans.refetch()} />
      </Space>
      <Space>
        <Button data-testid="dm-sq-reset" onClick={() => void reset()}>{t('superQuery.reset')}</Button>
        <Button onClick={() => setOpen(false)}>{t('superQuery.cancel')}</Button>
        <Button type="primary" data-testid="dm-sq-query" loading={busy} onClick={() => void run(matchLogic, rows)}>
          {t('superQuery.query')}
        </Button>
      </Space>
    </div>
  );

  return (
    <>
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} data-testid="dm-super-query" data-active={active || undefined}
          type={active ? 'primary' : 'default'} ghost={!!active} onClick={() => setOpen(true)}>
          {t('superQuery.open')}
        </Button>
      </Badge>
      <Modal open={open} title={t('superQuery.title')} onCancel={() => setOpen(false)} footer={footer} width={860}>
        <div data-testid="dm-sq">
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="dm-sq-error" />}
          {rows.length ? (
            <>
              <Space style={{ marginBottom: 12 }}>
                <label htmlFor="dm-sq-logic">{t('superQuery.matchLogic')}{t('superQuery.colon')}</label>
                <Select id="dm-sq-logic" aria-label={t('superQuery.matchLogic')} style={{ width: 260 }} value={matchLogic}
                  onChange={(v: MatchLogic) => setMatchLogic(v)}
                  options={[{ value: 'AND', label: t('superQuery.and') }, { value: 'OR', label: t('superQuery.or') }]} />
              </Space>
              <ConditionList rows={rows} fields={fields} onChange={changeRows} />
            </>
          ) : (
            <div style={{ textAlign: 'center', padding: '20px 0', color: '#909399' }}>
              {t('superQuery.empty')}
              <Button type="link" data-testid="dm-sq-add-first" onClick={() => changeRows([blankRow()])}>
                {t('superQuery.addFirst')}
              </Button>
            </div>
          )}
        </div>
      </Modal>
      <SavePlanDialog open={saving} moduleId={moduleId} plans={plans.data ?? []} matchLogic={matchLogic}
        conditions={() => conditionsOf(rows)} onClose={() => setSaving(false)}
        onSaved={() => { setSaving(false); void plans.refetch(); }} />
    </>
  );
}
