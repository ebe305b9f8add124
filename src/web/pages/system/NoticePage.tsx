import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A route that exists but whose screen is not built yet: says so plainly instead of showing an empty page. */
export function NotAvailablePage({ title }: { title: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={t('placeholder.notAvailable')} subTitle={t('placeholder.notAvailableText', { title })} />;
}

/** A type-2 menu whose address has no page in the registry. */
export function PageMissing({ page }: { page: string }) {
  const { t } = useTranslation();
  return <Result status="warning" title={t('placeholder.pageMissing')} subTitle={t('placeholder.pageMissingText', { page })} />;
}
