/** The container of the form and detail views: a dialog, a full-screen dialog or a drawer (formData.popupType). */
import type { ReactNode } from 'react';
import { Drawer, Modal } from 'antd';
import type { FormDefinition } from '../../../engine/types';

export interface ModelPopupProps {
  definition: FormDefinition;
  open: boolean;
  title: ReactNode;
  footer: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

export function ModelPopup({ definition, open, title, footer, onClose, children }: ModelPopupProps) {
  const type = definition.popupType ?? 'general';
  if (type === 'drawer') {
    return (
      <Drawer open={open} title={title} footer={footer} onClose={onClose} size={definition.drawerWidth || '600px'}
        destroyOnHidden mask={{ closable: false }}>
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
      width={fullScreen ? definition.fullScreenWidth || '100%' : definition.generalWidth || '600px'}
      style={fullScreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={fullScreen ? { body: { minHeight: 'calc(100vh - 110px)' } } : undefined}
      destroyOnHidden
      mask={{ closable: false }}
      centered={!fullScreen}
    >
      {children}
    </Modal>
  );
}
