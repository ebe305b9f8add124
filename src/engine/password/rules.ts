/**
 * The password-strength policy (the length and character classes the system configuration asks for), checked in
 * the client because the server only ever sees MD5s.
 * Pure: no React, no i18n — callers turn the failed rule's `code` into their own message.
 */

/** Policy keys of GET /api/system/SysConfig. Flags are 0/1; absent keys count as 0. */
export interface PasswordPolicy {
  passwordStrengthLimit?: number | null;
  passwordLengthMin?: number | null;
  passwordLengthMinNumber?: number | null;
  containsNumbers?: number | null;
  includeLowercaseLetters?: number | null;
  includeUppercaseLetters?: number | null;
  containsCharacters?: number | null;
  mandatoryModificationOfInitialPassword?: number | null;
}

export type PasswordRuleCode = 'length' | 'digits' | 'lowercase' | 'uppercase' | 'characters';

/** One strength check: `test` is true when the value passes; `min` is set for the length rule. */
export interface PasswordRule {
  code: PasswordRuleCode;
  min?: number;
  test(value: string): boolean;
}

const on = (flag: number | null | undefined): boolean => Number(flag) === 1;

/** The strength rules the policy switches on, in the order the messages are shown; none unless the limit is on. */
export function passwordRules(policy: PasswordPolicy | null | undefined): PasswordRule[] {
  if (!policy || !on(policy.passwordStrengthLimit)) return [];
  const rules: PasswordRule[] = [];
  const min = Number(policy.passwordLengthMinNumber) || 0;
  if (on(policy.passwordLengthMin) && min > 0) rules.push({ code: 'length', min, test: (v) => v.length >= min });
  if (on(policy.containsNumbers)) rules.push({ code: 'digits', test: (v) => /\d/.test(v) });
  if (on(policy.includeLowercaseLetters)) rules.push({ code: 'lowercase', test: (v) => /[a-z]/.test(v) });
  if (on(policy.includeUppercaseLetters)) rules.push({ code: 'uppercase', test: (v) => /[A-Z]/.test(v) });
  // The original tests `\W`: anything but letters, digits and underscore counts as a special character.
  if (on(policy.containsCharacters)) rules.push({ code: 'characters', test: (v) => /\W/.test(v) });
  return rules;
}

/** The first rule `value` breaks, or null when it satisfies the policy. */
export function firstBrokenRule(policy: PasswordPolicy | null | undefined, value: string): PasswordRule | null {
  return passwordRules(policy).find((rule) => !rule.test(value)) ?? null;
}

/** Whether the forced reset-password dialog must open on load. */
export function mustChangePassword(
  changePasswordDate: number | string | null | undefined,
  policy: PasswordPolicy | null | undefined,
): boolean {
  const neverChanged = changePasswordDate === null || changePasswordDate === undefined || changePasswordDate === '';
  return neverChanged && on(policy?.mandatoryModificationOfInitialPassword);
}
