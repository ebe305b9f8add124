import { Button } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUnread } from './unread';
import './navbar.css';

/** Chat icon: blinks while any conversation has unread messages. Opens the chat drawer. */
export function ChatIcon({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const { chats } = useUnread();
  const blink = chats > 0;
  return (
    <Button
      type="text"
      aria-label={t('navbar.chat')}
      data-testid="chat-icon"
      data-blink={blink ? 'true' : 'false'}
      className={blink ? 'loom-navbar-blink' : undefined}
      icon={<CommentOutlined />}
      onClick={onOpen}
    />
  );
}
