/**
 * The reset-password dialog (600 px): old, new and repeated password plus a captcha that
 * refreshes on click. The strength policy (SysConfig) is checked here because only MD5s reach the server.
 * On success the user signs in again with the new password, as in the original.
 */
import { useState } from 'react';
import { App as AntApp, Form, Input, Modal } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { firstBrokenRule, type PasswordPolicy } from '../../../engine/password/rules';
import { modifyPassword, passwordCaptchaUrl } from '../../api/current';
import { resetSession } from '../../session/store';

export const PASSWORD_DIALOG_WIDTH = 600;

interface Values {
  oldPassword: string;
  password: string;
  repeatPassword: string;
  code: string;
}

export interface ResetPasswordDialogProps {
  open: boolean;
  /** A forced dialog has no close button, ignores Esc and the mask, and offers no cancel. */
  forced?: boolean;
  policy: PasswordPolicy | null;
  onClose(): void;
}

const newTimestamp = () => `${Date.now()}${Math.random().toString().slice(2, 6)}`;

export function ResetPasswordDialog({ open, forced = false, policy, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [timestamp, setTimestamp] = useState(newTimestamp);
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = () => setTimestamp(newTimestamp());

  const strength = (_: RuleObject, value: string | undefined) => {
    if (!value) return Promise.resolve(); // 'required' names the empty field
    const broken = firstBrokenRule(policy, value);
    return broken ? Promise.reject(new Error(t(`password.${broken.code}`, { min: broken.min }))) : Promise.resolve();
  };

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const msg = await modifyPassword({ oldPassword: values.oldPassword, password: values.password, code: values.code, timestamp });
      void message.success(msg && msg !== 'Success' ? msg : t('password.success'));
      onClose();
      // The server ended every other session; this one signs in again with the new password.
      resetSession();
      navigate('/login', { replace: true });
    } catch {
      // The toast named the problem (wrong old password or captcha); a captcha is single-use.
      refreshCaptcha();
      form.setFieldValue('code', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('password.title')}
      width={PASSWORD_DIALOG_WIDTH}
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      cancelButtonProps={forced ? { style: { display: 'none' } } : undefined}
      okText={t('password.submit')}
      cancelText={t('app.cancel')}
      okButtonProps={{ loading: busy, ...{ 'data-testid': 'password-submit' } }}
      onOk={() => form.submit()}
      onCancel={() => !forced && onClose()}
      destroyOnHidden
    >
      {forced && <p data-testid="password-forced">{t('password.forced')}</p>}
      <Form form={form} labelCol={{ style: { width: 100 } }} onFinish={submit} data-testid="password-form">
        <Form.Item name="oldPassword" label={t('password.oldPassword')} rules={[{ required: true, message: t('password.oldRequired') }]}>
          <Input.Password data-testid="password-old" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.newPassword')}
          rules={[{ required: true, message: t('password.newRequired') }, { validator: strength }]}
        >
          <Input.Password data-testid="password-new" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('password.repeatPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.repeatRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('password.inconsistent'))),
            }),
          ]}
        >
          <Input.Password data-testid="password-repeat" autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('password.code')} required>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('password.codeRequired') }]}>
              <Input data-testid="password-code" maxLength={4} style={{ flex: 1 }} />
            </Form.Item>
            <img
              src={passwordCaptchaUrl(timestamp)}
              alt={t('password.code')}
              title={t('password.refreshCode')}
              onClick={refreshCaptcha}
              data-testid="password-captcha"
              style={{ height: 32, cursor: 'pointer' }}
            />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
