import { useRef, useState } from 'react';
import { announce } from '../../lib/announcer';

/**
 * A picker's refusals (a required value cleared, a typed date outside min/max): the message stays until the next
 * accepted change, and when focus leaves the field it is rebuilt from the value it kept.
 */
export function usePickerGuard() {
  const [message, setMessage] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const pendingReset = useRef(false);

  return {
    message,
    resetKey,
    refuse(text: string) {
      setMessage(text);
      announce(text, 'assertive');
      pendingReset.current = true;
    },
    accept() {
      setMessage(null);
      pendingReset.current = false;
    },
    /** a note that is no error (e.g. a swapped range) */
    inform(text: string) {
      setMessage(null);
      announce(text);
    },
    onFocusChange(isFocused: boolean) {
      if (isFocused || !pendingReset.current) return;
      pendingReset.current = false;
      setResetKey((key) => key + 1);
    },
  };
}
