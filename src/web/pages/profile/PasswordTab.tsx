/** 修改密码: when the password was last changed, and the shell's reset-password dialog on a click. */
import { Button, Descriptions, Space, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../engine/time/relative';
import { openPasswordDialog } from '../../shell/password/dialogState';

export function PasswordTab({ changePasswordDate }: { changePasswordDate: number | null }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="large" data-testid="profile-password">
      <Typography.Paragraph style={{ margin: 0 }}>{t('profile.password.intro')}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'last', label: t('profile.password.lastChanged'),
          children: absoluteTime(changePasswordDate) || t('profile.password.never') }]}
      />
      <Button type="primary" icon={<KeyOutlined />} onClick={() => openPasswordDialog()} data-testid="profile-password-open">
        {t('profile.password.open')}
      </Button>
    </Space>
  );
}
