/**
 * The container of a generated form's views (form and detail): a dialog of generalWidth, a full-screen dialog of
 * fullScreenWidth or a drawer of drawerWidth, as formData.popupType says.
 */
import type { ReactNode } from 'react';
import { Drawer, Modal } from 'antd';
import type { FormDefinition } from '../../src/engine/types';

export interface ModelPopupProps {
  /** Popup type and widths; null while the definition loads (a general dialog). */
  definition: Pick<FormDefinition, 'popupType' | 'generalWidth' | 'fullScreenWidth' | 'drawerWidth'> | null;
  open: boolean;
  title: ReactNode;
  footer: ReactNode;
  onClose: () => void;
  children: ReactNode;
  zIndex?: number;
  rootClassName?: string;
  /** A click on the mask closes it; off for forms, so nothing typed is lost by a stray click. */
  maskClosable?: boolean;
}

export function ModelPopup(p: ModelPopupProps) {
  const { definition, open, title, footer, onClose, children, zIndex, rootClassName, maskClosable = true } = p;
  const type = definition?.popupType ?? 'general';
  const mask = { closable: maskClosable };
  if (type === 'drawer') {
    return (
      <Drawer open={open} title={title} footer={footer} onClose={onClose} size={definition?.drawerWidth || '600px'}
        zIndex={zIndex} rootClassName={rootClassName} destroyOnHidden mask={mask}>
        {children}
      </Drawer>
    );
  }
  const fullScreen = type === 'fullScreen';
  return (
    <Modal
      open={open}
      title={title}
      footer={footer}
      onCancel={onClose}
      zIndex={zIndex}
      rootClassName={rootClassName}
      width={fullScreen ? definition?.fullScreenWidth || '100%' : definition?.generalWidth || '600px'}
      style={fullScreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={fullScreen ? { body: { minHeight: 'calc(100vh - 110px)' } } : undefined}
      destroyOnHidden
      mask={mask}
      centered={!fullScreen}
    >
      {children}
    </Modal>
  );
}
