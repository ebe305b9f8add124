/**
 * The detail viewer's container: a dialog of generalWidth, a full-screen dialog of fullScreenWidth
 * or a drawer of drawerWidth, as formData.popupType says. Nested viewers stack above each other from z-index 10000.
 */
import { createContext, useContext } from 'react';
import { ModelPopup, type ModelPopupProps } from '../layout/ModelPopup';

/** Base z-index of detail layers, so they cover the dialogs they are opened from. */
export const DETAIL_Z_INDEX = 10000;

/** How many detail viewers are open below this one (a related record's detail is opened from a detail). */
export const DetailDepth = createContext(0);

/** The form's popup props, without what the detail layer decides itself (stacking, class, mask). */
export type DetailPopupProps = Omit<ModelPopupProps, 'zIndex' | 'rootClassName' | 'maskClosable'>;

export function DetailPopup({ definition, open, title, footer, onClose, children }: DetailPopupProps) {
  const depth = useContext(DetailDepth);
  return (
    <ModelPopup definition={definition} open={open} title={title} footer={footer} onClose={onClose}
      zIndex={DETAIL_Z_INDEX + depth * 10} rootClassName="loom-detail">
      <DetailDepth.Provider value={depth + 1}>
        <div data-testid="detail-popup" data-popup={definition?.popupType ?? 'general'} data-depth={depth}>{children}</div>
      </DetailDepth.Provider>
    </ModelPopup>
  );
}
