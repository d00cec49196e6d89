import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from './index';

/** key → text of one language, e.g. 'validation.too_many_days' → 'Höchstens {{max}} Tage auf einmal.' */
function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(node as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') out.set(key, value);
    else for (const [k, v] of flatten(value, key)) out.set(k, v);
  }
  return out;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
const texts = { de: flatten(resources.de.translation), en: flatten(resources.en.translation) };
/** i18next's plural forms: 'selected_count_one' is looked up as 'selected_count'. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = new Map<string, Set<string>>();
for (const [key, text] of texts.de) {
  const set = placeholders.get(baseKey(key)) ?? new Set<string>();
  for (const p of placeholdersOf(text)) set.add(p);
  placeholders.set(baseKey(key), set);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}
const sources = ['src/contract', 'src/domain', 'src/server', 'src/web'].flatMap(sourceFiles).map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));

/** Names of an object literal's properties ('{ max: 5, count }' → max, count); null when it spreads. */
function propertyNames(literal: string | undefined): string[] | null {
  if (literal === undefined) return [];
  if (literal.includes('...')) return null;
  return literal
    .split(',')
    .map((part) => part.split(':')[0]?.trim() ?? '')
    .filter(Boolean);
}

describe('message placeholders', () => {
  it('both languages have the same keys with the same placeholders', () => {
    expect([...texts.en.keys()].sort()).toEqual([...texts.de.keys()].sort());
    const differing = [...texts.de].filter(([key, de]) => placeholdersOf(de).join() !== placeholdersOf(texts.en.get(key) ?? '').join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('renders every key of both languages with its parameters, never leaving a {{', async () => {
    for (const language of ['de', 'en'] as const) {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: language, resources, interpolation: { escapeValue: false } });
      for (const [key, text] of texts[language]) {
        const params: Record<string, unknown> = Object.fromEntries(placeholdersOf(text).map((name) => [name, `‹${name}›`]));
        // a plural form is chosen by count, whether or not its text shows it
        if (baseKey(key) !== key || 'count' in params) params.count = key.endsWith('_one') ? 1 : 2;
        const rendered = i18n.t(baseKey(key), params);
        expect(rendered, `${language} ${key}`).not.toContain('{{');
        expect(rendered, `${language} ${key}`).not.toBe(baseKey(key));
      }
    }
  });

  it("zod's built-in checks (min, max, …) only use messages without placeholders: they carry no parameters", () => {
    const offenders: string[] = [];
    for (const { file, text } of sources) {
      for (const m of text.matchAll(
        /\.(?:min|max|length|int|email|regex|positive|nonnegative|gte?|lte?)\([^()]*'((?:validation|errors)\.\w+)'\)/g,
      )) {
        const key = m[1] ?? '';
        if ((placeholders.get(key)?.size ?? 0) > 0)
          offenders.push(`${file}: ${key} needs ${[...(placeholders.get(key) ?? [])].join(', ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('every t(key, params) and invalidField(field, key, params) passes the placeholders its key names', () => {
    const offenders: string[] = [];
    const calls = [
      /\bt\(\s*'([\w.]+)'\s*(?:,\s*\{([^{}]*)\})?\s*\)/g,
      /\binvalidField\(\s*'[^']*',\s*'([\w.]+)'\s*(?:,\s*\{([^{}]*)\})?\s*\)/g,
    ];
    for (const { file, text } of sources) {
      for (const pattern of calls) {
        for (const m of text.matchAll(pattern)) {
          const key = m[1] ?? '';
          const needed = placeholders.get(key);
          if (!needed) continue;
          const passed = propertyNames(m[2]);
          if (passed === null) continue;
          const missing = [...needed].filter((name) => !passed.includes(name));
          if (missing.length) offenders.push(`${file}: ${key} without ${missing.join(', ')}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('custom checks whose message names a limit carry that parameter', () => {
    const offenders: string[] = [];
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/\{[^{}]*message:\s*'((?:validation|errors)\.\w+)'[^{}]*(\{[^{}]*\})?[^{}]*\}/g)) {
        const key = m[1] ?? '';
        const needed = [...(placeholders.get(key) ?? [])];
        if (needed.length === 0) continue;
        const params = m[0].match(/params:\s*\{([^{}]*)\}/)?.[1];
        const passed = propertyNames(params ?? '');
        if (passed === null) continue;
        const missing = needed.filter((name) => !passed.includes(name));
        if (missing.length) offenders.push(`${file}: ${key} without ${missing.join(', ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
