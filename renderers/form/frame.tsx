/**
 * The label frame of a form field: the element and classes antd's Form.Item draws (label column with its width and
 * the required star, control column, error message under the input), without Form.Item's per-field context,
 * status provider and effects. In Chromium a 200-field form spent ~3 ms a keystroke in Form.Item and it added a
 * second commit to every keystroke; this frame does neither. antd's form style is registered once per form
 * (`useFrameClasses` in LoomForm) and handed down by context.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useFormStyle from 'antd/es/form/style';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import './form.css';

export interface FrameClasses {
  /** `ant-form` (or the app's prefix). */
  form: string;
  /** `ant` root prefix. */
  root: string;
  /** The theme's hash and css-var classes. */
  extra: string;
}

/** Registers antd's form style once for the whole form. */
export function useFrameClasses(): FrameClasses {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const form = getPrefixCls('form');
  const rootCls = useCSSVarCls(form);
  const [hashId, cssVarCls] = useFormStyle(form, rootCls);
  const root = getPrefixCls();
  return useMemo(() => ({ form, root, extra: `${rootCls} ${cssVarCls} ${hashId}` }), [form, root, rootCls, cssVarCls, hashId]);
}

export const FrameClassesContext = createContext<FrameClasses>({ form: 'ant-form', root: 'ant', extra: '' });

export interface FieldFrameProps {
  id: string;
  /** The label content; none for a field drawn without a label. */
  label?: ReactNode;
  required?: boolean;
  errors: string[];
  labelWidth: number;
  labelPosition: 'left' | 'right' | 'top';
  children: ReactNode;
}

export function FieldFrame({ id, label, required, errors, labelWidth, labelPosition, children }: FieldFrameProps) {
  const { form: p, root, extra } = useContext(FrameClassesContext);
  const top = labelPosition === 'top';
  const labelled = label !== undefined;
  const invalid = errors.length > 0;
  const item = `loom-field ${p}-item ${extra} ${p}-item-${top ? 'vertical' : 'horizontal'}${invalid ? ` ${p}-item-with-help ${p}-item-has-error` : ''}`;
  return (
    <div className={item} style={{ marginBottom: 16 }}>
      <div className={`${root}-row ${p}-item-row ${extra}`}>
        {labelled && (
          <div className={`${root}-col ${p}-item-label${labelPosition === 'left' ? ` ${p}-item-label-left` : ''} ${extra}`}
            style={top ? undefined : { flex: `0 0 ${labelWidth}px` }}>
            <label htmlFor={id} className={required ? `${p}-item-required` : undefined}>{label}</label>
          </div>
        )}
        <div className={`${root}-col ${p}-item-control ${extra}`} style={labelled && !top ? { flex: '1 1 auto', minWidth: 0 } : undefined}>
          <div className={`${p}-item-control-input`}>
            <div className={`${p}-item-control-input-content`}>{children}</div>
          </div>
          {invalid && (
            <div className={`${p}-item-additional`}>
              <div className={`${p}-item-explain ${p}-item-explain-connected ${extra}`}>
                <div className={`${p}-item-explain-error`} role="alert">{errors.join(' ')}</div>
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
