/** Text edits at the caret of a text box, kept apart from the chat window so they can be tested alone. */

/**
 * `text` with `insert` put in place of the selection [start, end) (at the caret when they are equal), and where
 * the caret goes after it. A caret the box never reported (null) means the end, where a person would expect
 * text to go in a box they have not clicked into.
 */
export function insertAtCaret(text: string, insert: string, start: number | null, end: number | null):
{ text: string; caret: number } {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length);
  const to = Math.min(Math.max(end ?? from, from), text.length);
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
