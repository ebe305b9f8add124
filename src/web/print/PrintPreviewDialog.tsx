/**
 * 打印预览: a full-screen dialog showing the records filled into one template, one page each, with
 * 下载 and 打印. 下载 saves the pages as a Word document (word.ts; for a PDF, 打印 offers the browser's "save as
 * PDF"); 打印 prints the pages alone through react-to-print and then records the print (printLog/save).
 */
import { useRef } from 'react';
import { Alert, Button, Empty, Modal, Space, Spin } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useReactToPrint } from 'react-to-print';
import { getSession } from '../session/store';
import { printData, savePrintLog, type PrintDataAnswer } from './api';
import { usePrintT } from './i18n';

export interface PrintPreviewDialogProps {
  /** The print template. */
  templateId: string;
  /** The records (their ids) to print: one page each. */
  recordIds: string[];
  /** Name of the template while its data load, and of the file / print job. */
  title?: string;
  onClose: () => void;
  zIndex?: number;
  /**
   * Loads the answers instead of Data/BatchData (the template editor previews what is being written); such a
   * preview is not a print of a stored template, so printing it is not logged.
   */
  load?: () => Promise<PrintDataAnswer[]>;
}

/** Styles of the printed document and of the downloaded file: the template's own inline styles do the rest. */
const PAGE_STYLE = '@page { margin: 12mm; } body { font-size: 14px; } table { border-collapse: collapse; }'
  + ' td, th { padding: 2px 4px; } .print-page + .print-page { page-break-before: always; break-before: page; }';

/** Saves the pages as a Word document (下载文档.doc by default). */
async function download(fileName: string, title: string, root: HTMLElement) {
  const { wordFile } = await import('./word');
  const url = URL.createObjectURL(await wordFile(root, title, PAGE_STYLE));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${fileName.replace(/[\\/:*?"<>|#]/g, '') || 'document'}.doc`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function PrintPreviewDialog({ templateId, recordIds, title, onClose, zIndex, load }: PrintPreviewDialogProps) {
  const t = usePrintT();
  const content = useRef<HTMLDivElement>(null);
  const pages = useQuery({
    queryKey: ['print', 'data', templateId, recordIds, load ? 'preview' : 'stored'],
    queryFn: async () => {
      // The filler, the code drawers and DOMPurify load with the first print, not with the list page.
      const [answers, { renderPages }] = await Promise.all([load ? load() : printData(templateId, recordIds),
        import('./render')]);
      return { pages: renderPages(answers, getSession().userInfo), fullName: answers[0]?.fullName };
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const name = pages.data?.fullName || title || t('previewTitle');
  const count = pages.data?.pages.length ?? 0;
  const print = useReactToPrint({
    contentRef: content,
    documentTitle: name,
    ignoreGlobalStyles: true,
    pageStyle: PAGE_STYLE,
    onAfterPrint: () => {
      if (load) return;
      void savePrintLog({ printTitle: name, printNum: count, printId: templateId }).catch(() => {
        // shown by the request layer; the print itself is done
      });
    },
  });

  const ready = !!pages.data && count > 0;
  return (
    <Modal
      open
      title={t('previewTitle')}
      onCancel={onClose}
      width="100%"
      zIndex={zIndex}
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 110px)', overflow: 'auto', background: '#f0f2f5', padding: 16 } }}
      destroyOnHidden
      footer={(
        <Space>
          <Button data-testid="print-download" icon={<DownloadOutlined />} disabled={!ready}
            onClick={() => content.current && void download(t('wordFileName'), name, content.current)}>{t('download')}</Button>
          <Button data-testid="print-do" type="primary" icon={<PrinterOutlined />} disabled={!ready}
            onClick={() => print()}>{t('print')}</Button>
        </Space>
      )}
    >
      <div data-testid="print-preview">
        {pages.isLoading ? (
          <Spin style={{ display: 'block', margin: 48 }} />
        ) : pages.error ? (
          <Alert type="error" showIcon title={t('loadFailed', { msg: pages.error.message })} />
        ) : !count ? (
          <Empty description={t('empty')} />
        ) : (
          <div ref={content} data-testid="print-pages">
            {pages.data!.pages.map((html, i) => (
              // Sanitised by renderPages (DOMPurify) before it gets here.
              <div key={i} className="print-page" data-testid="print-page"
                style={{ background: '#fff', maxWidth: 900, margin: '0 auto 16px', padding: 24 }}
                dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </div>
        )}
      </div>
    </Modal>
  );
}

export default PrintPreviewDialog;
