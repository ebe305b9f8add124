/**
 * Permission checks for the page whose menu id is `modelId`, read from CurrentUser.permissionList.
 * Whether a check applies at all (columnData.useBtnPermission etc.) is the caller's decision.
 */
import { useMemo } from 'react';
import type { PermissionEntry } from '../../engine/types';
import { useSession } from './store';

export interface PagePermission {
  entry: PermissionEntry | undefined;
  hasBtn(enCode: string): boolean;
  hasColumn(enCode: string): boolean;
  hasForm(enCode: string): boolean;
}

/** The checks against one permission entry (exported for code outside React). */
export function pagePermission(permissions: PermissionEntry[], modelId: string): PagePermission {
  const entry = permissions.find((p) => p.modelId === modelId);
  const has = (list: { enCode: string }[] | undefined, code: string) => !!list?.some((c) => c.enCode === code);
  return {
    entry,
    hasBtn: (code) => has(entry?.button, code),
    hasColumn: (code) => has(entry?.column, code),
    hasForm: (code) => has(entry?.form, code),
  };
}

export function usePermission(modelId: string): PagePermission {
  const { permissions } = useSession();
  return useMemo(() => pagePermission(permissions, modelId), [permissions, modelId]);
}
