/**
 * Errors of a field that still apply: a refused submit shows them, and they step aside as soon as the user edits
 * the value (validity flags reset when a cell is edited), until the next submit validates again.
 * Cheaper than live validation, which would re-render every field on every keystroke.
 */
import { createContext, useContext, useRef } from 'react';

const NONE: string[] = [];

/** Counts refused submits; LoomForm provides it, so every field re-reads its errors after each one. */
export const SubmitAttemptContext = createContext(0);

export function useFreshErrors(errors: string[] | undefined, value: unknown): string[] {
  const attempt = useContext(SubmitAttemptContext);
  const seen = useRef({ attempt, value });
  if (seen.current.attempt !== attempt) seen.current = { attempt, value };
  return errors?.length && Object.is(seen.current.value, value) ? errors : NONE;
}
