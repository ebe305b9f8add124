/** 组织/岗位: the organisations and positions the user belongs to (read-only; administrators assign them). */
import { useEffect, useState } from 'react';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getUserOrganizes, getUserPositions, type UserOrganize, type UserPosition } from '../../api/current';

export function OrganizeTab() {
  const { t } = useTranslation();
  const [organizes, setOrganizes] = useState<UserOrganize[] | null>(null);
  const [positions, setPositions] = useState<UserPosition[] | null>(null);

  useEffect(() => {
    // Each list stops its own spinner; a failed load leaves it empty.
    getUserOrganizes().then(setOrganizes, () => setOrganizes([]));
    getUserPositions().then(setPositions, () => setPositions([]));
  }, []);

  const defaultTag = (isDefault: boolean) => (isDefault ? <Tag color="blue">{t('profile.organize.isDefault')}</Tag> : null);

  return (
    <div data-testid="profile-organize">
      <Typography.Title level={5}>{t('profile.organize.organizes')}</Typography.Title>
      <Table<UserOrganize>
        rowKey="id"
        size="small"
        pagination={false}
        loading={organizes === null}
        dataSource={organizes ?? []}
        data-testid="profile-organizes"
        columns={[{ key: 'name', title: t('profile.organize.name'),
          render: (_, r) => <>{r.fullName} {defaultTag(r.isDefault)}</> }]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>{t('profile.organize.positions')}</Typography.Title>
      <Table<UserPosition>
        rowKey="id"
        size="small"
        pagination={false}
        loading={positions === null}
        dataSource={positions ?? []}
        data-testid="profile-positions"
        columns={[
          { key: 'name', title: t('profile.organize.name'), render: (_, r) => <>{r.fullName} {defaultTag(r.isDefault)}</> },
          { key: 'organize', dataIndex: 'organizeName', title: t('profile.organize.organize') },
        ]}
      />
    </div>
  );
}
