/**
 * /lockScreen: locking is client-only; unlocking asks only the password and
 * checks it with POST /api/oauth/LockScreen for the signed-in account. A wrong password shows the server's
 * message (the toast, and under the field) and the screen stays locked; success goes back to the locked page.
 */
import { useState } from 'react';
import { imageSrc } from '../../api/imageSrc';
import { Alert, Avatar, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { unlockScreen } from '../../api/oauth';
import { lockReturnPath, setLocked, useSession } from '../../session/store';

export default function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo, token } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ password: string }>();

  const unlock = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await unlockScreen(userInfo?.userAccount ?? '', password);
      const back = lockReturnPath();
      setLocked(false);
      navigate(back, { replace: true });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('request.error'));
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  };

  if (!token) return <Navigate to="/login" replace />;

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#2f3542' }}>
      <Card style={{ width: 340, textAlign: 'center' }} data-testid="page-lock">
        <Avatar size={64} src={imageSrc(userInfo?.headIcon) || undefined} icon={<UserOutlined />} data-testid="lock-avatar" />
        <Typography.Title level={4} data-testid="lock-user">
          {userInfo?.userName || userInfo?.userAccount}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('lock.title')}</Typography.Paragraph>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16, textAlign: 'start' }} data-testid="unlock-error" />}
        <Form form={form} onFinish={unlock}>
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} data-testid="unlock-password" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="unlock-submit">
            {t('lock.unlock')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
