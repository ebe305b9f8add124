/** 请选择打印模板: shown when a form or list names several print templates. */
import { Button, Empty, Modal, Space, Spin } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import type { PrintTemplateOption } from './api';
import { usePrintT } from './i18n';

export interface TemplateChooserProps {
  templates: PrintTemplateOption[];
  loading?: boolean;
  onChoose: (template: PrintTemplateOption) => void;
  onClose: () => void;
  zIndex?: number;
}

export function TemplateChooser({ templates, loading, onChoose, onClose, zIndex }: TemplateChooserProps) {
  const t = usePrintT();
  return (
    <Modal open title={t('chooseTemplate')} onCancel={onClose} footer={null} width={480} zIndex={zIndex} centered destroyOnHidden>
      <div data-testid="template-chooser">
        {loading ? <Spin style={{ display: 'block', margin: 24 }} /> : !templates.length ? <Empty description={t('noTemplate')} /> : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {templates.map((tpl) => (
              <Button key={tpl.id} block icon={<FileTextOutlined />} data-testid="template-option" onClick={() => onChoose(tpl)}
                style={{ justifyContent: 'flex-start' }}>
                {tpl.fullName}
              </Button>
            ))}
          </Space>
        )}
      </div>
    </Modal>
  );
}
