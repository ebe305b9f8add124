/**
 * Permission helpers (buttons, columns, form fields) for the page being shown: the current route's modelId (route meta) is looked up
 * in CurrentUser.permissionList, and an element appears only when its code is in the entry's button, column or form
 * list. Whether the check applies at all (columnData.useBtnPermission etc.) is the caller's `enabled` flag.
 */
import { useMemo, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { MenuRoute } from '../../engine/menu';
import { pagePermission, type PagePermission } from './usePermission';
import { useSession } from './store';

/** The button codes pages ask for unless told otherwise. */
export const DEFAULT_BUTTON_CODES = ['btn_add', 'btn_edit', 'btn_remove'] as const;

export type AuthKind = 'button' | 'column' | 'form';

export interface PageAuth extends PagePermission {
  /** The modelId checked against ('' when the page is not a menu route). */
  modelId: string;
  /** Whether `code` of `kind` is granted; always true when the check is switched off. */
  has(code: string, kind?: AuthKind): boolean;
  /** Keeps the items whose code is granted (columns by prop, form fields by vModel, buttons by value). */
  filter<T>(items: T[], codeOf: (item: T) => string, kind: AuthKind): T[];
}

/** The menu route shown at `pathname`, if any. */
export function routeAt(routes: MenuRoute[], pathname: string): MenuRoute | undefined {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
}

/** The checks for one page; `enabled: false` grants everything (the page does not use permissions). */
export function pageAuth(perm: PagePermission, modelId: string, enabled = true): PageAuth {
  const has = (code: string, kind: AuthKind = 'button') => {
    if (!enabled) return true;
    if (kind === 'column') return perm.hasColumn(code);
    if (kind === 'form') return perm.hasForm(code);
    return perm.hasBtn(code);
  };
  return { ...perm, modelId, has, filter: (items, codeOf, kind) => items.filter((item) => has(codeOf(item), kind)) };
}

export interface UseAuthOptions {
  /** Check against this menu id instead of the current route's. */
  modelId?: string;
  /** The page's judge-permission flag; when false every code is granted. Default true. */
  enabled?: boolean;
}

/** Permission checks of the page being shown (its route meta's modelId), re-evaluated when permissions change. */
export function useAuth(options: UseAuthOptions = {}): PageAuth {
  const { permissions, routes } = useSession();
  const { pathname } = useLocation();
  const modelId = options.modelId ?? routeAt(routes, pathname)?.meta.modelId ?? '';
  const enabled = options.enabled ?? true;
  return useMemo(() => pageAuth(pagePermission(permissions, modelId), modelId, enabled), [permissions, modelId, enabled]);
}

export interface AuthProps extends UseAuthOptions {
  /** The enCode required, e.g. 'btn_add'. */
  code: string;
  kind?: AuthKind;
  children: ReactNode;
  /** Shown instead when the code is not granted (default: nothing, the element is removed). */
  fallback?: ReactNode;
}

/** Renders its children only when the current page grants `code` (a button by default). */
export function Auth({ code, kind = 'button', children, fallback = null, ...options }: AuthProps) {
  const auth = useAuth(options);
  return <>{auth.has(code, kind) ? children : fallback}</>;
}
