/**
 * The emoji the picker offers. No emoji library is installed in this project (adding one is a dependency
 * decision left to the lead), so the picker offers this fixed set of common Unicode emoji, sent as text.
 */
export const EMOJI = [
  '😀', '😁', '😂', '🤣', '😊', '😍', '😘', '😎', '🤔', '😐', '😴', '😢', '😭', '😡', '😱', '🤗',
  '👍', '👎', '👏', '🙏', '💪', '🤝', '👌', '✌️', '❤️', '💔', '🎉', '🔥', '⭐', '✅', '❌', '☕',
];
