/**
 * Printing records through print templates: with one template the preview opens directly, with
 * several the chooser 请选择打印模板 comes first. In function preview print is refused (功能预览不支持打印).
 * Render `node` where the hook is used; `print` starts the flow.
 */
import { lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { App } from 'antd';
import type { PrintRequest } from '../../../renderers/services';
import { templateIdsOf } from '../../engine/print/templates';
import { templateOptions, type PrintTemplateOption } from './api';
import { PrintContext } from './context';
import { usePrintT } from './i18n';
import { TemplateChooser } from './TemplateChooser';

// The preview brings react-to-print; it loads with the first print.
const PrintPreviewDialog = lazy(() => import('./PrintPreviewDialog'));

/** Above the detail viewer's layers (z-index from 10000), which print is opened from. */
export const PRINT_Z_INDEX = 11000;

// The request is the renderers' print service's: this hook is the web app's implementation of that service.
export type { PrintRequest };

type Stage =
  | { kind: 'choose'; loading: boolean; templates: PrintTemplateOption[]; recordIds: string[] }
  | { kind: 'preview'; templateId: string; title?: string; recordIds: string[] };

export { templateIdsOf };

export function usePrint(): { print: (req: PrintRequest) => void; node: ReactNode } {
  const t = usePrintT();
  const { message } = App.useApp();
  const { disabled } = useContext(PrintContext);
  const [stage, setStage] = useState<Stage | null>(null);

  const print = (req: PrintRequest) => {
    if (disabled) {
      message.warning(t('previewUnsupported'));
      return;
    }
    const ids = templateIdsOf(req.templateIds);
    const recordIds = [...new Set(req.recordIds.filter(Boolean))];
    if (!recordIds.length) {
      message.warning(t('selectFirst'));
      return;
    }
    if (!ids.length) {
      message.warning(t('noTemplate'));
      return;
    }
    if (ids.length === 1) {
      setStage({ kind: 'preview', templateId: ids[0], recordIds });
      return;
    }
    setStage({ kind: 'choose', loading: true, templates: [], recordIds });
    templateOptions(ids).then((res) => {
      const templates = Array.isArray(res.data) ? res.data : [];
      if (!templates.length) {
        message.warning(t('templateMissing'));
        setStage(null);
      } else if (templates.length === 1) {
        setStage({ kind: 'preview', templateId: templates[0].id, title: templates[0].fullName, recordIds });
      } else {
        setStage({ kind: 'choose', loading: false, templates, recordIds });
      }
    }, () => setStage(null)); // the request layer has shown the error
  };

  const close = () => setStage(null);
  let node: ReactNode = null;
  if (stage?.kind === 'choose') {
    node = (
      <TemplateChooser templates={stage.templates} loading={stage.loading} onClose={close} zIndex={PRINT_Z_INDEX}
        onChoose={(tpl) => setStage({ kind: 'preview', templateId: tpl.id, title: tpl.fullName, recordIds: stage.recordIds })} />
    );
  } else if (stage?.kind === 'preview') {
    node = (
      <Suspense fallback={null}>
        <PrintPreviewDialog templateId={stage.templateId} recordIds={stage.recordIds} title={stage.title}
          onClose={close} zIndex={PRINT_Z_INDEX} />
      </Suspense>
    );
  }
  return { print, node };
}
