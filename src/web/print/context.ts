/**
 * Whether printing is possible here: function preview refuses it with 功能预览不支持打印.
 * The preview page wraps the generated function in `<PrintContext.Provider value={{ disabled: true }}>`.
 */
import { createContext } from 'react';

export interface PrintSettings {
  /** Print refused (function preview). */
  disabled: boolean;
}

export const PrintContext = createContext<PrintSettings>({ disabled: false });
