/** Registers the pickers field kinds (issue 3). Each kind lives in its own module, imported here. */
import './trees';
import './orgPickers';
import './userPickers';
import './address';
import './popup';
import './popupTableSelect';
import './relation';
import './attrs';
import './upload';
import './billRule';

export { DataSelectDialog, type DataSelectDialogProps } from './DataSelectDialog';
export { UserBox, type UserBoxProps } from './UserBox';
