/**
 * /lockScreen (spec 000 §2.12, wire-formats §6): locking is client-only; unlocking asks the password and checks it
 * with POST /api/oauth/LockScreen for the signed-in account. A wrong password shows the server's toast.
 */
import { useState } from 'react';
import { Avatar, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { unlockScreen } from '../../api/oauth';
import { setLocked, useSession } from '../../session/store';

export default function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo, token } = useSession();
  const [busy, setBusy] = useState(false);

  const unlock = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      await unlockScreen(userInfo?.userAccount ?? '', password);
      setLocked(false);
      // Back to where the user locked the screen when the history has it, else home.
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) navigate(-1);
      else navigate('/', { replace: true });
    } catch {
      // The toast named the problem; the user can try again.
    } finally {
      setBusy(false);
    }
  };

  if (!token) return <Navigate to="/login" replace />;

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#2f3542' }}>
      <Card style={{ width: 340, textAlign: 'center' }} data-testid="page-lock">
        <Avatar size={64} src={userInfo?.headIcon || undefined} icon={<UserOutlined />} />
        <Typography.Title level={4}>{userInfo?.userName}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('lock.title')}</Typography.Paragraph>
        <Form onFinish={unlock}>
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} data-testid="unlock-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="unlock-submit">
            {t('lock.unlock')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
