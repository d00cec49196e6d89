import { describe, expect, it } from 'vitest';
import { GROUP_CODE_PATTERN } from '../../../contract/create-group';
import { generateGroupCode } from './generate-group-code';

describe('generated group codes', () => {
  const codes = Array.from({ length: 500 }, generateGroupCode);

  it('are two blocks of four without look-alike characters (0, O, 1, I, L)', () => {
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });

  it('fit the format admins may choose, so a generated code can be typed back as a custom one', () => {
    for (const code of codes) expect(code).toMatch(GROUP_CODE_PATTERN);
  });

  it('differ from one another', () => {
    expect(new Set(codes).size).toBe(500);
  });
});
