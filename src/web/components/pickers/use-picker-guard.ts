import { useState } from 'react';
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
    onFocusChange(isFocused: boolean) {
      if (!isFocused && !same(draft, value)) setDraft(value);
    },
  };
}
