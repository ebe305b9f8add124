/**
 * CONTRACT ONLY (owned by the shell engineer, who replaces the body): permission checks of spec 000 §6 for the
 * page whose menu id is `modelId`, read from CurrentUser.permissionList.
 */
import type { PermissionEntry } from '../../engine/types';

export interface PagePermission {
  entry: PermissionEntry | undefined;
  hasBtn(enCode: string): boolean;
  hasColumn(enCode: string): boolean;
  hasForm(enCode: string): boolean;
}

export function usePermission(modelId: string): PagePermission {
  void modelId;
  throw new Error('usePermission is not wired yet');
}
