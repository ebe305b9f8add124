import { describe, expect, it } from 'vitest';
import { firstBrokenRule, mustChangePassword, passwordRules, type PasswordPolicy } from './rules';
import { STRICT_POLICY } from './fixtures';

const strict = STRICT_POLICY;

describe('passwordRules', () => {
  it('checks nothing when the strength limit is off, whatever the other flags say', () => {
    expect(passwordRules({ ...strict, passwordStrengthLimit: 0 })).toEqual([]);
    expect(passwordRules(null)).toEqual([]);
    expect(firstBrokenRule({ ...strict, passwordStrengthLimit: 0 }, 'a')).toBeNull();
  });

  it('reports the first broken rule in the order length, digits, lowercase, uppercase, characters', () => {
    expect(firstBrokenRule(strict, 'aB1!')).toMatchObject({ code: 'length', min: 8 });
    expect(firstBrokenRule(strict, 'abcdefgh')?.code).toBe('digits');
    expect(firstBrokenRule(strict, 'ABCDEFG1')?.code).toBe('lowercase');
    expect(firstBrokenRule(strict, 'abcdefg1')?.code).toBe('uppercase');
    expect(firstBrokenRule(strict, 'abcdefG1')?.code).toBe('characters');
    expect(firstBrokenRule(strict, 'abcdeG1!')).toBeNull();
  });

  it('applies only the switched-on rules; the length rule needs its flag and a positive number', () => {
    const policy: PasswordPolicy = { passwordStrengthLimit: 1, passwordLengthMin: 0, passwordLengthMinNumber: 10, containsNumbers: 1 };
    expect(passwordRules(policy).map((r) => r.code)).toEqual(['digits']);
    expect(firstBrokenRule(policy, '1')).toBeNull();
    expect(passwordRules({ passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 0 })).toEqual([]);
  });

  it('counts an underscore as a word character, like the original \\W test', () => {
    const policy: PasswordPolicy = { passwordStrengthLimit: 1, containsCharacters: 1 };
    expect(firstBrokenRule(policy, 'abc_def')?.code).toBe('characters');
    expect(firstBrokenRule(policy, 'abc-def')).toBeNull();
  });
});

describe('mustChangePassword', () => {
  it('is true only for a never-changed password under the mandatory flag', () => {
    expect(mustChangePassword(null, { mandatoryModificationOfInitialPassword: 1 })).toBe(true);
    expect(mustChangePassword('', { mandatoryModificationOfInitialPassword: 1 })).toBe(true);
    expect(mustChangePassword(1_700_000_000_000, { mandatoryModificationOfInitialPassword: 1 })).toBe(false);
    expect(mustChangePassword(null, { mandatoryModificationOfInitialPassword: 0 })).toBe(false);
    expect(mustChangePassword(null, null)).toBe(false);
  });
});
