/**
 * The business-rule picker: a dialog with the business categories as a tree on the left (root 业务分类: every rule),
 * a keyword search and a paged list of enabled rules (业务名称, 业务编码, 流水起始) on the right, one rule chosen by
 * its code; confirm does nothing while none is chosen. 新建 opens the 单据规则 dialog's own form and lists the new
 * rule. As the screen widget `billRuleSelect` it stores the chosen rule's code (a billRule field's rule).
 */
import { useMemo, useState } from 'react';
import { Button, Col, Input, Modal, Row, Space, Table, Tree } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import ruleForm from '../../../../schemas/screens/system/forms/billRule.form.json';
import type { ScreenFormFile } from '../../../engine/screen';
import { http } from '../../api/http';
import { useScreenT } from '../i18n';
import { ScreenFormDialog } from '../ScreenForm';

export interface BillRuleRow { id: string; fullName: string; enCode: string; startNumber: string }
interface CategoryNode { id: string; fullName: string; children?: CategoryNode[] }
interface TreeNode { key: string; title: string; children?: TreeNode[] }

const TEXTS = {
  'zh-CN': { title: '单据规则', root: '业务分类', keyword: '请输入关键词查询', fullName: '业务名称', enCode: '业务编码',
    startNumber: '流水起始', add: '新建', choose: '选择', placeholder: '请选择单据规则' },
  'zh-TW': { title: '單據規則', root: '業務分類', keyword: '請輸入關鍵詞查詢', fullName: '業務名稱', enCode: '業務編碼',
    startNumber: '流水起始', add: '新建', choose: '選擇', placeholder: '請選擇單據規則' },
  en: { title: 'Serial-number rule', root: 'Business categories', keyword: 'Keyword', fullName: 'Business name',
    enCode: 'Business code', startNumber: 'Start number', add: 'New', choose: 'Choose', placeholder: 'Choose a rule' },
};
const textsOf = (lang: string) => TEXTS[lang as keyof typeof TEXTS] ?? TEXTS['zh-CN'];

const ROOT = '0';
const PAGE_SIZE = 20;
const toTree = (nodes: CategoryNode[]): TreeNode[] => nodes.map((n) => ({ key: n.id, title: n.fullName,
  children: n.children?.length ? toTree(n.children) : undefined }));

export interface BillRulePickerProps {
  /** The code of the rule chosen so far. */
  value?: string;
  title?: string;
  onConfirm: (rule: BillRuleRow) => void;
  onCancel: () => void;
}

export function BillRulePicker({ value, title, onConfirm, onCancel }: BillRulePickerProps) {
  const { t, lang } = useScreenT();
  const text = textsOf(lang);
  const queryClient = useQueryClient();
  const [category, setCategory] = useState(ROOT);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [currentPage, setPage] = useState(1);
  const [chosen, setChosen] = useState<BillRuleRow | null>(null);
  const [adding, setAdding] = useState(false);

  const categories = useQuery({
    queryKey: ['billRulePicker', 'categories'],
    queryFn: async () => ((await http.get<{ list: CategoryNode[] }>('/api/system/DictionaryData/businessType/Data/Selector'))
      .data?.list ?? []),
  });
  const treeData = useMemo(() => [{ key: ROOT, title: text.root, children: toTree(categories.data ?? []) }],
    [categories.data, text.root]);
  const rules = useQuery({
    queryKey: ['billRulePicker', 'rules', category, keyword, currentPage],
    queryFn: async () => (await http.get<{ list: BillRuleRow[]; pagination: { total: number } }>('/api/system/BillRule/Selector',
      { categoryId: category, keyword: keyword || undefined, currentPage, pageSize: PAGE_SIZE })).data,
  });
  const selected = chosen?.enCode ?? value;

  const confirm = () => {
    // Nothing chosen in this dialog: confirm does nothing (the dialog stays open).
    if (chosen) onConfirm(chosen);
  };

  return (
    <Modal open title={title ?? text.title} width={1000} onCancel={onCancel} mask={{ closable: false }} destroyOnHidden
      footer={<Space><Button onClick={onCancel}>{t('cancel')}</Button><Button type="primary" onClick={confirm}>{t('ok')}</Button></Space>}>
      <Row gutter={16}>
        <Col span={6}>
          <Tree treeData={treeData} defaultExpandedKeys={[ROOT]} selectedKeys={[category]} blockNode
            onSelect={(keys) => { if (keys.length) { setCategory(String(keys[0])); setPage(1); } }} />
        </Col>
        <Col span={18}>
          <Space style={{ marginBottom: 12 }}>
            <Input.Search allowClear placeholder={text.keyword} value={typed} onChange={(e) => setTyped(e.target.value)}
              onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} aria-label={text.keyword} />
            <Button onClick={() => setAdding(true)}>{text.add}</Button>
          </Space>
          <Table<BillRuleRow> rowKey="enCode" size="small" loading={rules.isLoading} dataSource={rules.data?.list ?? []}
            rowSelection={{ type: 'radio', selectedRowKeys: selected ? [selected] : [],
              onChange: (_keys, rows) => setChosen(rows[0] ?? null) }}
            onRow={(r) => ({ onClick: () => setChosen(r) })}
            pagination={{ current: currentPage, pageSize: PAGE_SIZE, total: rules.data?.pagination.total ?? 0,
              showSizeChanger: false, onChange: setPage }}
            columns={[
              { title: text.fullName, dataIndex: 'fullName' },
              { title: text.enCode, dataIndex: 'enCode', width: 200 },
              { title: text.startNumber, dataIndex: 'startNumber', width: 120 },
            ]} />
        </Col>
      </Row>
      {adding && (
        <ScreenFormDialog title={text.title} formRef={{ file: 'forms/billRule.form.json', container: 'dialog', width: 600 }}
          form={ruleForm as unknown as ScreenFormFile}
          initial={{ category: category === ROOT ? undefined : category, dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' }}
          onClose={() => setAdding(false)}
          onSubmit={async (body) => {
            await http.post('/api/system/BillRule', body);
            setAdding(false);
            await queryClient.invalidateQueries({ queryKey: ['billRulePicker', 'rules'] });
          }} />
      )}
    </Modal>
  );
}

/** ui:widget billRuleSelect: the chosen rule's code, picked in the dialog above. */
export function BillRuleSelectWidget(p: WidgetProps) {
  const { lang } = useScreenT();
  const text = textsOf(lang);
  const [open, setOpen] = useState(false);
  const value = (p.value as string | undefined) ?? '';
  const disabled = p.disabled || p.readonly;
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={p.id} aria-label={p.label} readOnly value={value} placeholder={p.placeholder || text.placeholder}
          onClick={() => { if (!disabled) setOpen(true); }} />
        <Button disabled={disabled} onClick={() => setOpen(true)}>{text.choose}</Button>
      </Space.Compact>
      {open && (
        <BillRulePicker value={value || undefined} title={p.label || undefined} onCancel={() => setOpen(false)}
          onConfirm={(rule) => { p.onChange(rule.enCode); setOpen(false); }} />
      )}
    </>
  );
}
