import { describe, expect, it } from 'vitest';
import { day, dollars, percent, referralCodeProblem } from './money';

describe('creator program formatting', () => {
  it('shows cents as dollars with two decimals, rates as percent, a dash when missing', () => {
    expect(dollars(0)).toBe('$0.00');
    expect(dollars(869)).toBe('$8.69');
    expect(dollars(123_456)).toBe('$1234.56');
    expect(dollars(-1_470)).toBe('-$14.70');
    expect(dollars(null)).toBe('—');
    expect(percent(3000)).toBe('30.00%');
    expect(percent(1234)).toBe('12.34%');
    expect(percent(undefined)).toBe('—');
    expect(day('2031-02-01T00:00:00.000Z')).toBe('Feb 1, 2031');
    expect(day(null)).toBe('—');
  });

  it('checks a referral code by the spec rules', () => {
    expect(referralCodeProblem('')).toBe('Enter a referral code.');
    expect(referralCodeProblem('a')).toBe('Referral code must be 2 to 32 characters.');
    expect(referralCodeProblem('ab')).toBeNull();
    expect(referralCodeProblem('a'.repeat(32))).toBeNull();
    expect(referralCodeProblem('a'.repeat(33))).toBe('Referral code must be 2 to 32 characters.');
    expect(referralCodeProblem('a b')).toMatch(/only contain/);
    expect(referralCodeProblem('_ab')).toMatch(/start and end/);
    expect(referralCodeProblem('ab-')).toMatch(/start and end/);
    expect(referralCodeProblem('a-b_c9')).toBeNull();
  });
});
