import { createContext } from 'react';
import type { CompiledForm } from '../../src/engine/form/types';

/** What every field of a form reads alike: the compiled form, the label layout and whether it can be edited. */
export interface FormSettings {
  compiled: CompiledForm;
  labelWidth: number;
  labelPosition: 'left' | 'right' | 'top';
  gutter: number;
  disabled?: boolean;
  readonly?: boolean;
}

export const FormSettingsContext = createContext<FormSettings | null>(null);

/** Settings of a compiled form from its definition (element-ui defaults: 100 px labels on the right, gutter 15). */
export function formSettings(compiled: CompiledForm, disabled?: boolean, readonly?: boolean): FormSettings {
  const def = compiled.definition;
  return {
    compiled,
    labelWidth: typeof def.labelWidth === 'number' ? def.labelWidth : 100,
    labelPosition: def.labelPosition === 'left' || def.labelPosition === 'top' ? def.labelPosition : 'right',
    gutter: typeof def.gutter === 'number' ? def.gutter : 15,
    disabled,
    readonly,
  };
}
