/** A visited view: one tab of the tabs bar. */
export interface VisitedView {
  /** The tab's identity: the pathname, without query. One tab per path. */
  path: string;
  /** Where clicking the tab goes: pathname plus query, as last visited. */
  fullPath: string;
  /** Route name (menu vueName / component name, or the fixed page's path without '/'). */
  name: string;
  /** For menu routes the route's meta.title; for fixed pages an i18n key the tab translates. */
  title: string;
  /** What the user sees for menu routes (the menu's fullName); '' for fixed pages, whose title is translated. */
  zhTitle: string;
  meta: VisitedMeta;
}

export interface VisitedMeta {
  /** Pinned: no close icon, never removed by close, close others or close all. */
  affix?: boolean;
  /** The page is never kept mounted by the page cache. */
  noCache?: boolean;
  /** Menu icon (a class name from the menu item), when the menu has one. */
  icon?: string;
}

/** The outcome of a close: the remaining tabs and, when the active tab went away, where to go. */
export interface CloseResult {
  views: VisitedView[];
  /** Full path to navigate to; undefined when the active tab is still open. */
  next?: string;
}
