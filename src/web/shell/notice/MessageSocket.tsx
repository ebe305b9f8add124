/** Starts the message socket for the signed-in session and gives it the shell's toast and texts. */
import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';
import { configureSocket, startSocket, stop } from './socket';

export function MessageSocket() {
  const { token, loaded } = useSession();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    configureSocket({ notify: (text) => void message.error(text, 1), expiredText: () => t('notice.expired') });
  }, [message, t]);
  useEffect(() => {
    if (token && loaded) startSocket();
    else stop();
  }, [token, loaded]);
  return null;
}
