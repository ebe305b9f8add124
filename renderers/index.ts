/**
 * The field registry with every built-in kind registered. Import from here (not from the kind modules) so the
 * registrations have run.
 */
import './kinds/text';
import './kinds/number';
import './kinds/switch';
import './kinds/choice';
import './kinds/datetime';
import './kinds/static';
import './kinds/system';
import './kinds/table';
import './kinds/pickers';
import './kinds/widgets';

export * from './registry';
export { UnknownField } from './UnknownField';
export { LayoutTree } from './layout/LayoutTree';
export { LoomForm, type LoomFormHandle, type LoomFormProps } from './form/LoomForm';
export { DetailView } from './detail/DetailView';
export { RecordDetailDialog, type RecordDetailDialogProps } from './detail/RecordDetailDialog';
export { useFieldOptions, dictionaryKey } from './options/useOptions';
export { formMessages } from './i18n';
export { compileForWeb, isRenderable } from './compile';
export * from './services';

