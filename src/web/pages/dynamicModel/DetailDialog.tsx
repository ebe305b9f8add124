/** 详情: the stored record in the form's layout, read-only, in the form's popup type. */
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailView } from '../../../../renderers';
import type { CompiledForm } from '../../../engine/form/types';
import { ModelPopup } from './ModelPopup';

export interface DetailDialogProps {
  compiled: CompiledForm;
  record: Record<string, unknown> | null;
  onClose: () => void;
}

export function DetailDialog({ compiled, record, onClose }: DetailDialogProps) {
  const { t } = useTranslation('form');
  return (
    <ModelPopup definition={compiled.definition} open={record !== null} title={t('detail')} onClose={onClose}
      footer={<Button data-testid="dm-detail-cancel" onClick={onClose}>{t('cancel')}</Button>}>
      {record && <div data-testid="dm-detail"><DetailView compiled={compiled} record={record} /></div>}
    </ModelPopup>
  );
}
