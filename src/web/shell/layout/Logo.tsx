/** The sidebar's logo: the system name (its first letter when collapsed), linking to the root path. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';

export const LOGO_HEIGHT = 56;

export function Logo({ collapsed, dark = false }: { collapsed: boolean; dark?: boolean }) {
  const { t } = useTranslation();
  const { sysConfig } = useSession();
  const name = sysConfig?.sysName || t('app.name');
  return (
    <Link
      to="/"
      data-testid="logo"
      title={name}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: LOGO_HEIGHT,
        padding: '0 8px',
        fontWeight: 600,
        fontSize: 18,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        color: dark ? '#fff' : undefined,
      }}
    >
      {collapsed ? name.slice(0, 1) : name}
    </Link>
  );
}
