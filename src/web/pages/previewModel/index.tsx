/**
 * /previewModel?id=<visualdev id>: the generated function of a stored
 * definition, through the real API, with the preview banner.
 */
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PreviewView } from '../../preview/PreviewView';

export default function PreviewModelPage() {
  const { t } = useTranslation('preview');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!id) return <Result status="warning" title={t('noId')} data-testid="preview-no-id" />;
  return <PreviewView key={id} moduleId={id} mode="model" />;
}
