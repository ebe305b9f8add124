/**
 * Loads a generated form's Config once (react-query) and compiles form and list once per config and permission
 * entry. Parse failures surface as an error message, never as a crash.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { compileForWeb, isRenderable } from '../../../../renderers';
import { compileList, type CompiledList } from '../../../engine/list/compile';
import type { CompiledForm } from '../../../engine/form/types';
import type { ColumnData, FormDefinition, PermissionEntry } from '../../../engine/types';
import { getConfig } from './api';

export interface CompiledModel {
  form: CompiledForm;
  list: CompiledList;
  columnData: ColumnData;
  fullName: string;
  /** The form permission codes when the list uses form permission (useFormPermission), else null. */
  formCodes: ReadonlySet<string> | null;
}

export const configKey = (moduleId: string) => ['visualdev', 'config', moduleId] as const;

function parseJson<T>(text: unknown, what: string): T {
  if (typeof text !== 'string' || !text) throw new Error(`${what} is empty`);
  return JSON.parse(text) as T;
}

export function useModel(moduleId: string, permission: PermissionEntry | undefined) {
  const query = useQuery({
    queryKey: configKey(moduleId),
    queryFn: () => getConfig(moduleId),
    enabled: !!moduleId,
    staleTime: Infinity,
  });
  const envelope = query.data;
  const compiled = useMemo((): { model?: CompiledModel; error?: string } => {
    if (!envelope) return {};
    if (envelope.code !== 200 || !envelope.data) return { error: envelope.msg || String(envelope.code) };
    try {
      const formData = parseJson<FormDefinition>(envelope.data.formData, 'formData');
      const columnData = parseJson<ColumnData>(envelope.data.columnData, 'columnData');
      const formCodes = columnData.useFormPermission ? new Set((permission?.form ?? []).map((f) => f.enCode)) : null;
      const form = compileForWeb(formData, { formCodes });
      const list = compileList(columnData, form, { permission, isKnown: isRenderable });
      return { model: { form, list, columnData, fullName: envelope.data.fullName, formCodes } };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [envelope, permission]);
  return { ...compiled, loading: query.isLoading, loadError: query.error };
}
