import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';

/** /home: a welcome with the user's name and organisation. */
export default function HomePage() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  return (
    <div data-testid="page-home" style={{ padding: 16 }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('home.welcome', { name: userInfo?.userName || userInfo?.userAccount || '' })}
        </Typography.Title>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('home.organize')}>{userInfo?.organizeName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('home.department')}>{userInfo?.departmentName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('home.position')}>{userInfo?.positionName || '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
