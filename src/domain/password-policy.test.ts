import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../contract/group';
import { passwordProblems } from './password-policy';

const keys = (policy: PasswordPolicy, pw: string) => passwordProblems(policy, pw).map((p) => p.key);

describe('passwordProblems with the default policy', () => {
  it('accepts 10 characters with capital, lowercase, digit and symbol', () => {
    expect(keys(DEFAULT_PASSWORD_POLICY, 'Deskfair!2026')).toEqual([]);
  });
  it('names every broken rule', () => {
    expect(keys(DEFAULT_PASSWORD_POLICY, 'abc')).toEqual([
      'validation.password_too_short',
      'validation.password_needs_capital',
      'validation.password_needs_number',
      'validation.password_needs_symbol',
    ]);
    expect(keys(DEFAULT_PASSWORD_POLICY, 'ABCDEFGHIJ1!')).toEqual(['validation.password_needs_lowercase']);
  });
  it('counts characters, not UTF-16 units, and knows umlauts as letters', () => {
    expect(keys(DEFAULT_PASSWORD_POLICY, 'Ärger!1234')).toEqual([]);
    expect(keys(DEFAULT_PASSWORD_POLICY, 'Ä!1a😀😀😀😀😀')).toEqual(['validation.password_too_short']);
  });
  it('reports the minimum length of the policy', () => {
    expect(passwordProblems(DEFAULT_PASSWORD_POLICY, 'Aa1!')[0]).toEqual({ key: 'validation.password_too_short', min: 10 });
  });
});

describe('passwordProblems with a group policy', () => {
  const relaxed: PasswordPolicy = {
    rule: { has_capital: false, has_letters: true, has_numbers: false, has_symbols: false, length: 6 },
    regex: '^[a-z]+-[a-z]+$',
    helper: 'zwei Wörter mit Bindestrich',
  };
  it('drops the rules the group switched off', () => {
    expect(keys(relaxed, 'tisch-bank')).toEqual([]);
  });
  it('applies the group regex', () => {
    expect(keys(relaxed, 'tischbank')).toEqual(['validation.password_regex']);
  });
  it('ignores a broken regex instead of refusing every password', () => {
    expect(keys({ ...relaxed, regex: '([' }, 'tischbank')).toEqual([]);
  });
});
