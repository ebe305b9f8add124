/**
 * Runs a named pre-upload check (src/engine/upload/checks.ts) on a chosen file before any byte is sent: the upload
 * button and the file field both call it after the type and size rules. The file is read in the browser only; a
 * file that cannot be read is refused as a wrong one would be.
 */
import { uploadCheckProblem, isUploadCheck } from '../../src/engine/upload/checks';
import type { Problem } from '../../src/engine/upload/rules';

/** Why the check named `name` refuses `file` (a message key of the `form` namespace), or null when it may go. */
export async function uploadCheckRefusal(name: unknown, file: Blob): Promise<Problem | null> {
  // No name, or one the checkers have already reported: nothing to run.
  if (!isUploadCheck(name)) return null;
  let text = '';
  try {
    text = await file.text();
  } catch {
    // Unreadable: the check sees no content and refuses it.
  }
  return uploadCheckProblem(name, text);
}
