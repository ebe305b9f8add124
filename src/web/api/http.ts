/**
 * CONTRACT ONLY (owned by the shell engineer, who replaces the body): the one axios instance of spec 000 §7-8.
 * Every method resolves with the whole envelope when `code === 200` and rejects otherwise (after the toast).
 * Pass-through URLs (OnlineDev .../Config, DataSource test) resolve with the body unchanged whatever the code.
 */
import type { Envelope } from '../../engine/types';

export interface RequestOptions {
  /** Override the timeout in ms. */
  timeout?: number;
  /** Send the body form-encoded (Login). */
  form?: boolean;
}

export interface Http {
  get<T = unknown>(url: string, params?: object, opts?: RequestOptions): Promise<Envelope<T>>;
  post<T = unknown>(url: string, data?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  put<T = unknown>(url: string, data?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  delete<T = unknown>(url: string, params?: object, opts?: RequestOptions): Promise<Envelope<T>>;
}

const notWired = () => Promise.reject(new Error('http is not wired yet'));
export const http: Http = { get: notWired, post: notWired, put: notWired, delete: notWired };
