import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnread } from './unread';

/** Badge maximum: beyond it the badge reads 99+. */
export const BADGE_MAX = 99;

/**
 * Bell with the unread-message count. Without `onOpen` (the message drawer is not there yet) it goes to the
 * message record page.
 */
export function NoticeBadge({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notices } = useUnread();
  return (
    // The count lies over the bell (two digits cover its middle): clicks on it go through to the button.
    <Badge count={notices} overflowCount={BADGE_MAX} size="small" offset={[-6, 6]} styles={{ indicator: { pointerEvents: 'none' } }}>
      <Button
        type="text"
        aria-label={t('navbar.notice')}
        data-testid="notice-badge"
        icon={<BellOutlined />}
        onClick={onOpen ?? (() => navigate('/messageRecord'))}
      />
    </Badge>
  );
}
