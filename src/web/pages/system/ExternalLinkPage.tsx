import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { decodeExternalHref } from '../../../engine/menu';

/** /externalLink?href=<URL-encoded base64 address>: shows the address in a frame filling the main area. */
export default function ExternalLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = decodeExternalHref(params.get('href'));
  // Only web addresses: a decoded 'javascript:' URL must never reach the frame.
  if (!url || !/^(https?:\/\/|\/)/i.test(url)) return <Result status="warning" title={t('externalLink.invalid')} />;
  return (
    <iframe
      data-testid="external-link-frame"
      title={url}
      src={url}
      style={{ width: '100%', height: 'calc(100vh - 96px)', border: 0, display: 'block' }}
    />
  );
}
