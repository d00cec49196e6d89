import { useState } from 'react';
import { decideChange } from '../../../domain/time/picker-rules';
import { announce } from '../../lib/announcer';

/**
 * What a picker shows while the user types (a draft) and why it refused a value (a required value cleared, a date
 * outside min/max). A draft that is not the caller's value (refused, or a range typed backwards) stays visible while
 * focus is in the field, so typing can go on through intermediate values; when focus leaves the field, the field
 * shows the caller's value again. The refusal's message stays until the next accepted change.
 */
export function usePickerGuard<T>(value: T, same: (a: T, b: T) => boolean) {
  const [message, setMessage] = useState<string | null>(null);
  const [draft, setDraft] = useState<T>(value);
  // the value last passed on (or received): a value the picker passed on itself does not replace the draft
  const [known, setKnown] = useState<T>(value);
  if (!same(known, value)) {
    setKnown(value);
    setDraft(value);
  }

  return {
    message,
    draft,
    show: setDraft,
    refuse(text: string) {
      setMessage(text);
      announce(text, 'assertive');
    },
    /** records a value the picker passes on to the caller */
    commit(next: T) {
      setKnown(next);
      setMessage(null);
    },
    /**
     * Passes `next` on to `onChange` unless it is refused — `outside` says why it lies outside min/max, and clearing a
     * required value is refused with `requiredText`. The field shows `typed` (what was entered, e.g. a range before it
     * is ordered), also when refused if `showRefused`. Returns the refusal's text, or null.
     */
    apply(
      typed: T,
      next: T,
      rules: { outside: string | null; isRequired: boolean; requiredText: string; onChange: (value: T) => void },
      showRefused = true,
    ): string | null {
      const decision = decideChange(value, next, rules.isRequired);
      const refusal = rules.outside ?? (decision.accepted ? null : rules.requiredText);
      if (refusal) {
        if (showRefused) setDraft(typed);
        setMessage(refusal);
        announce(refusal, 'assertive');
        return refusal;
      }
      setDraft(typed);
      setKnown(next);
      setMessage(null);
      if (!same(next, value)) rules.onChange(next);
      return null;
    },
    onFocusChange(isFocused: boolean) {
      if (!isFocused && !same(draft, value)) setDraft(value);
    },
  };
}
