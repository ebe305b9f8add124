/**
 * 电子签名: the user's signature images with the default marked; add one by uploading an image (read into a data
 * URL, which is what SignImg stores), set the default, delete after a confirmation. Drawing on a canvas is not
 * offered: an uploaded scan or photo of the signature serves the same purpose.
 */
import { useCallback, useEffect, useState } from 'react';
import { App as AntApp, Button, Card, Empty, Popconfirm, Space, Spin, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addSignImg, deleteSignImg, getSignImgs, setDefaultSignImg, type SignImg } from '../../api/current';
import { updateUserInfo } from '../../session/store';
import { isJpgOrPng, readAsDataUrl } from './image';

/** The server takes data URLs up to 2,000,000 characters (~1.5 MB of image); 1 MB leaves room for the base64. */
export const SIGN_IMG_MAX_MB = 1;

export function SignImgTab() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [list, setList] = useState<SignImg[] | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setList(await getSignImgs());
    } catch {
      setList((l) => l ?? []); // a failed load only stops the spinner
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change, then reloads the list and the session's default signature. */
  const change = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      const next = await getSignImgs();
      setList(next);
      updateUserInfo({ signImg: next.find((s) => s.isDefault === 1)?.signImg ?? '' });
    } catch {
      // The toast said why; the list stays as it was.
    } finally {
      setBusy(false);
    }
  };

  const beforeUpload = (file: File) => {
    if (!isJpgOrPng(file)) void message.error(t('profile.signImg.wrongType'));
    else if (file.size > SIGN_IMG_MAX_MB * 1024 * 1024) void message.error(t('profile.signImg.tooBig', { size: SIGN_IMG_MAX_MB }));
    else void change(async () => addSignImg(await readAsDataUrl(file)));
    return false; // never antd's own upload: the image goes as a data URL in JSON
  };

  return (
    <div data-testid="profile-signimg">
      <Space orientation="vertical" style={{ marginBottom: 16 }}>
        <Upload accept=".jpg,.jpeg,.png,image/jpeg,image/png" showUploadList={false} beforeUpload={beforeUpload}>
          <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="profile-signimg-add">
            {t('profile.signImg.add')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('profile.signImg.hint', { size: SIGN_IMG_MAX_MB })}</Typography.Text>
      </Space>
      {list === null ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty description={t('profile.signImg.empty')} />
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {list.map((s) => (
            <Card
              key={s.id}
              size="small"
              style={{ width: 240 }}
              data-testid={`profile-signimg-${s.id}`}
              title={s.isDefault === 1 ? <Tag color="green" data-testid="profile-signimg-default">{t('profile.signImg.isDefault')}</Tag> : ' '}
              actions={[
                ...(s.isDefault === 1 ? [] : [
                  <Button key="default" type="link" size="small" disabled={busy} data-testid={`profile-signimg-setdefault-${s.id}`}
                    onClick={() => void change(() => setDefaultSignImg(s.id))}>
                    {t('profile.signImg.setDefault')}
                  </Button>,
                ]),
                <Popconfirm key="remove" title={t('profile.signImg.removeConfirm')} okText={t('app.ok')} cancelText={t('app.cancel')}
                  okButtonProps={{ ...{ 'data-testid': 'profile-signimg-confirm' } }}
                  onConfirm={() => change(() => deleteSignImg(s.id))}>
                  <Button type="link" size="small" danger disabled={busy} data-testid={`profile-signimg-remove-${s.id}`}>
                    {t('profile.signImg.remove')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <img src={s.signImg} alt={t('profile.signImg.alt')} style={{ width: '100%', height: 100, objectFit: 'contain' }} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
