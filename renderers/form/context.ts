import type { CompiledForm } from '../../src/engine/form/types';

/** What the Loom templates read from rjsf's `formContext`. */
export interface LoomFormContext {
  compiled: CompiledForm;
  labelWidth: number;
  labelPosition: 'left' | 'right' | 'top';
  gutter: number;
}
