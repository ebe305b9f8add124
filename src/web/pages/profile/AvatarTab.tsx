/**
 * 头像: upload a jpg or png (at most the image bound of 10 MB) to /api/file/Uploader/userAvatar, then
 * PUT Avatar/{name}. The session's headIcon changes too, so the navbar shows the new picture at once.
 */
import { useState } from 'react';
import { App as AntApp, Avatar, Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setAvatar, uploadAvatar } from '../../api/current';
import { updateUserInfo, useSession } from '../../session/store';
import { imageSrc, isJpgOrPng } from './image';

export const AVATAR_MAX_MB = 10;

export function AvatarTab({ headIcon }: { headIcon: string }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const { userInfo } = useSession();
  const [busy, setBusy] = useState(false);
  const current = userInfo?.headIcon || headIcon;

  const beforeUpload = (file: File) => {
    if (!isJpgOrPng(file)) {
      void message.error(t('profile.avatar.wrongType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > AVATAR_MAX_MB * 1024 * 1024) {
      void message.error(t('profile.avatar.tooBig', { size: AVATAR_MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const send = async (file: File) => {
    setBusy(true);
    try {
      const name = await uploadAvatar(file);
      const icon = await setAvatar(name);
      updateUserInfo({ headIcon: icon });
      void message.success(t('profile.avatar.saved'));
    } catch {
      // The shared client showed the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" size="large" data-testid="profile-avatar">
      <Typography.Text type="secondary">{t('profile.avatar.current')}</Typography.Text>
      <Avatar size={120} src={imageSrc(current) || undefined} icon={<UserOutlined />} data-testid="profile-avatar-image" />
      <Upload
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        showUploadList={false}
        maxCount={1}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => void send(file as File)}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="profile-avatar-upload">{t('profile.avatar.upload')}</Button>
      </Upload>
      <Typography.Text type="secondary">{t('profile.avatar.hint', { size: AVATAR_MAX_MB })}</Typography.Text>
    </Space>
  );
}
