/**
 * /login: account, password with a caps-lock warning, and a captcha when getConfig says the
 * account needs one (asked again after every failed login: the server demands one after the first failures).
 * On success the token is stored; the route guard then moves on to the redirect target.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { captchaUrl, getLoginConfig, login } from '../../api/oauth';
import { setToken } from '../../session/store';
import { LanguageSwitch } from '../navbar/LanguageSwitch';
import { currentLanguage } from '../../i18n';
import { applyServerLayout, keepLanguageChosenAtLogin } from '../settings/restore';

interface LoginValues {
  account: string;
  password: string;
  code?: string;
}

interface Captcha {
  length: number;
  timestamp: string;
}

const newTimestamp = () => String(Math.random()).slice(2);

/** The message of a failed login: the server's msg when the body has one. */
function failureMessage(err: unknown, fallback: string): string {
  if (err && typeof err === 'object' && 'msg' in err && typeof err.msg === 'string' && err.msg) return err.msg;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [capsLock, setCapsLock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The account whose captcha setting is known, so submit does not ask again.
  const checked = useRef<{ account: string; needsCode: boolean } | null>(null);
  // A language picked here is kept after sign-in rather than replaced by the one stored on the server.
  const languageAtOpen = useRef(currentLanguage());

  const refreshCaptcha = () => setCaptcha((c) => (c ? { ...c, timestamp: newTimestamp() } : c));

  /** Asks whether `account` needs a captcha and shows or hides it; returns whether it does. */
  const checkConfig = async (account: string): Promise<boolean> => {
    const name = account.trim();
    if (!name) return false;
    if (checked.current?.account === name) return checked.current.needsCode;
    let needsCode = false;
    let length = 4;
    try {
      const config = await getLoginConfig(name);
      needsCode = Number(config.enableVerificationCode) === 1;
      length = config.verificationCodeNumber || 4;
    } catch {
      // The toast already told the user; without the setting, try the login and let the server decide. A shown
      // captcha is drawn again, since a failed login has used its code.
      refreshCaptcha();
      return captcha !== null;
    }
    checked.current = { account: name, needsCode };
    setCaptcha(needsCode ? { length, timestamp: newTimestamp() } : null);
    return needsCode;
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState?.('CapsLock') ?? false);

  const submit = async (values: LoginValues) => {
    setError(null);
    const needsCode = await checkConfig(values.account);
    if (needsCode && !values.code?.trim()) {
      form.setFields([{ name: 'code', errors: [t('login.codeRequired')] }]);
      return;
    }
    setSubmitting(true);
    try {
      const result = await login({
        account: values.account,
        password: values.password,
        code: needsCode ? values.code?.trim() : '',
        timestamp: needsCode ? captcha?.timestamp : '',
      });
      // The saved layout applies right away, before the guard shows the shell.
      applyServerLayout(result.theme);
      if (currentLanguage() !== languageAtOpen.current) keepLanguageChosenAtLogin();
      setToken(result.token);
    } catch (err) {
      setError(failureMessage(err, t('request.error')));
      // Ask the server again: after the first failures it wants a captcha even when the setting is off, and a shown
      // one is single-use, so a new one is drawn. Account and password stay; the stale code goes.
      form.setFieldValue('code', '');
      checked.current = null;
      await checkConfig(values.account);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5' }}>
      {/* antd's prebuilt card and typography classes rather than Card and Typography: those two components bring
          Tabs, Tooltip and the editable-text input into the first visit's scripts (issue 13's 300 kB budget). */}
      <div className="ant-card ant-card-bordered" style={{ width: 380 }} data-testid="page-login">
        <div className="ant-card-body">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <h3 className="ant-typography" style={{ margin: 0 }}>
            {t('login.title')}
          </h3>
          <LanguageSwitch />
        </div>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form form={form} onFinish={submit} autoComplete="off" size="large">
          <Form.Item name="account" rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}>
            <Input
              prefix={<UserOutlined />}
              placeholder={t('login.account')}
              data-testid="login-account"
              onBlur={(e) => void checkConfig(e.target.value)}
            />
          </Form.Item>
          <Form.Item
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
            extra={capsLock ? <span className="ant-typography ant-typography-warning">{t('login.capsLock')}</span> : undefined}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.password')}
              data-testid="login-password"
              onKeyDown={onKey}
              onKeyUp={onKey}
            />
          </Form.Item>
          {captcha && (
            <Form.Item required>
              <div style={{ display: 'flex', gap: 8 }}>
                <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}>
                  <Input
                    prefix={<SafetyOutlined />}
                    placeholder={t('login.code')}
                    maxLength={captcha.length}
                    data-testid="login-code"
                  />
                </Form.Item>
                <img
                  src={captchaUrl(captcha.length, captcha.timestamp)}
                  alt={t('login.code')}
                  title={t('login.refreshCaptcha')}
                  data-testid="login-captcha-img"
                  onClick={refreshCaptcha}
                  style={{ height: 40, width: 110, cursor: 'pointer', border: '1px solid #d9d9d9', borderRadius: 6 }}
                />
              </div>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
        </div>
      </div>
    </div>
  );
}
