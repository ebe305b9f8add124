/**
 * What the field renderers need from the application around them, one small typed interface per service, in the
 * manner of react-admin's dataProvider and refine's providers. The web app provides them (src/web/services), the
 * file preview provides its own, and a test provides whatever it wants to observe; renderers never import the app.
 * Messages are not a service here: renderers keep their strings in renderers/i18n.ts and read them through the
 * i18next instance the host provides (namespace `form`).
 */
import type { ReactNode } from 'react';
import type { Envelope, UserInfo } from '../../src/engine/types';

export interface RequestOptions {
  /** Override the timeout in ms. */
  timeout?: number;
  /** Send the body form-encoded. */
  form?: boolean;
  /**
   * Cancels the request when aborted (a paused upload stops its chunk at once). An aborted call rejects without
   * telling the user: whoever aborted it knows why.
   */
  signal?: AbortSignal;
}

/**
 * The server's API. Every call resolves with the whole envelope when `code === 200` and rejects otherwise, after
 * the host has told the user (so a renderer only decides what to show instead of the data).
 */
export interface DataService {
  get<T = unknown>(url: string, params?: object, opts?: RequestOptions): Promise<Envelope<T>>;
  post<T = unknown>(url: string, data?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  put<T = unknown>(url: string, data?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  delete<T = unknown>(url: string, params?: object, opts?: RequestOptions): Promise<Envelope<T>>;
  /**
   * An address of a stored file that an <img> can load by itself: the browser sends no Authorization header with
   * it, so the host adds what its server needs. Data URLs and outside addresses come back unchanged.
   */
  fileSrc(url: string | null | undefined): string;
}

/** The signed-in user. */
export interface SessionService {
  /** Hook: the signed-in user (null before sign-in and in a preview without one); re-renders when it changes. */
  useUser(): UserInfo | null;
}

/** What to print: the templates offered and the records. */
export interface PrintRequest {
  /** The templates offered: a form's printId (one id, comma-joined ids or a list) or a list's printIds. */
  templateIds: readonly string[];
  recordIds: readonly string[];
}

/** Printing records through print templates. */
export interface PrintService {
  /**
   * Hook: `print` starts the flow (template chooser, preview; or a warning where printing is refused); render
   * `node` where the hook is used, since the flow's dialogs live there.
   */
  usePrint(): { print: (req: PrintRequest) => void; node: ReactNode };
}

/** Everything the renderers reach outside themselves. */
export interface Services {
  data: DataService;
  session: SessionService;
  print: PrintService;
}
