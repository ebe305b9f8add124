/**
 * Pages reachable from type-2 menus, keyed by the menu address (path without its leading slash and query).
 * Screens built later register here; an unknown key shows a 'page not found' notice, never an empty page.
 */
import { lazy, type ComponentType } from 'react';

export const pageRegistry: Record<string, ComponentType> = {
  home: lazy(() => import('./home/HomePage')),
};

/** The page registered under `key`, or undefined. */
export function resolvePage(key: string): ComponentType | undefined {
  return Object.prototype.hasOwnProperty.call(pageRegistry, key) ? pageRegistry[key] : undefined;
}
