import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Official statement: the data shown is fictitious test data that nobody may alter or sell. */
export function StatementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('navbar.statement')} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph data-testid="statement-dialog">{t('navbar.statementText')}</Typography.Paragraph>
    </Modal>
  );
}
