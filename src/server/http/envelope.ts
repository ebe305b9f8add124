/** The `{code, msg, data}` envelope and the error type every module throws. */
import type { MessageKey, Params } from '../i18n';

/** A refusal with an envelope code (400, 403, 404, 600-602) and a message key in the i18n catalogues. */
export class ApiError extends Error {
  constructor(
    public readonly code: number,
    public readonly key: MessageKey,
    public readonly params: Params = {},
    /** Already localised text, used instead of key when present. */
    public readonly text?: string,
  ) {
    super(text ?? key);
  }
}

export const badRequest = (key: MessageKey, params?: Params) => new ApiError(400, key, params);

export interface EnvelopeBody<T> {
  code: number;
  msg: string;
  data?: T;
}

/** Success envelope; `data` is omitted when null/undefined, like the original's NON_NULL serialisation. */
export function ok<T>(msg: string, data?: T): EnvelopeBody<T> {
  return data === undefined || data === null ? { code: 200, msg } : { code: 200, msg, data };
}
