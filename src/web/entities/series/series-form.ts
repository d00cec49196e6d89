import { useState } from 'react';
import type { SeriesBody } from '../../../contract/series';

/**
 * A series' 422 messages at the form's own field names (`names` maps the contract's name, e.g. start_day → day);
 * `recurrence.*` is left to the repeat fields, a catering line keeps its place (catering.0.serve_minute).
 */
export function formFieldsOfSeries(fields: Record<string, string[]>, names: Record<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    if (field.startsWith('recurrence')) continue;
    const head = field.split('.')[0] ?? field;
    const name = names[head] ?? (head === 'catering' ? field : head);
    (out[name] ??= []).push(...messages);
  }
  return out;
}

export interface FormPreview {
  body: SeriesBody;
  subject: string;
  signature: string;
}

/**
 * The preview a form asked for. It belongs to the input it was made for (`signature`): after a change `current`
 * is null and `stale` says a new one is needed.
 */
export function useFormPreview(signature: string) {
  const [preview, setPreview] = useState<FormPreview | null>(null);
  const current = preview && preview.signature === signature ? preview : null;
  return {
    current,
    stale: preview !== null && current === null,
    show: (body: SeriesBody, subject: string) => setPreview({ body, subject, signature }),
    clear: () => setPreview(null),
  };
}
