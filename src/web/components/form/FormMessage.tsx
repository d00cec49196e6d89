/** A message at the top of a form: an error summary or a success note. */
export function FormMessage({ text, tone }: { text: string | null; tone: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <p className={`form-message form-message-${tone}`} data-testid={`form-${tone}`}>
      {text}
    </p>
  );
}
