import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits at line-ending semicolons and drops comment lines', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });
  it('keeps dollar-quoted bodies whole', () => {
    const script = 'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nSELECT 1;';
    expect(splitStatements(script)).toEqual([
      'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql',
      'SELECT 1',
    ]);
  });
});
