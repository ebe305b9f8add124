/** Policies shared by the tests of the password rules and of the reset-password dialog. */
import type { PasswordPolicy } from './rules';

/** Every strength rule on, at least 8 characters. */
export const STRICT_POLICY: PasswordPolicy = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
};
