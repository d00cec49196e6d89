import { useEffect, useRef } from 'react';
import { MESSAGES_PAGE_MAX, type Message } from '../../../contract/messages';
import { useMarkShownRead } from './api/mark-read';

/** Once unread messages have been shown (after the render that displays them), they are marked read, each once. */
export function useReadWhenShown(messages: readonly Message[]): void {
  const { mutate } = useMarkShownRead();
  const sent = useRef(new Set<number>());
  useEffect(() => {
    const ids = messages.filter((m) => !m.read && !sent.current.has(m.id)).map((m) => m.id);
    for (const id of ids) sent.current.add(id);
    for (let i = 0; i < ids.length; i += MESSAGES_PAGE_MAX) {
      const chunk = ids.slice(i, i + MESSAGES_PAGE_MAX);
      // A failed call lets the next render try these again.
      mutate(chunk, { onError: () => chunk.forEach((id) => sent.current.delete(id)) });
    }
  }, [messages, mutate]);
}
