import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'react-aria-components/TextField';
import { Label } from 'react-aria-components/Label';
import { Input } from 'react-aria-components/Input';
import { Text } from 'react-aria-components/Text';
import { MAX_PARSE_LENGTH, PARSE_DEBOUNCE_MS, parseDateText, type ParseOutcome } from '../../../domain/time/picker-parse';
import type { Language } from '../../../contract/limits';

export interface FreeTextResult {
  message: string;
  tone: 'ok' | 'error';
}

interface Props {
  help: string;
  language: Language;
  today: string;
  /** applies a parsed outcome ('ok') and says what happened; the other outcomes are answered here */
  onParsed: (outcome: Extract<ParseOutcome, { kind: 'ok' }>) => FreeTextResult;
}

/** A text field for a date in words or numbers ('morgen', '24.11.2026 14:30'), parsed after typing pauses or on Enter. */
export function FreeTextInput({ help, language, today, onParsed }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [result, setResult] = useState<FreeTextResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string) => {
    clearTimeout(timer.current);
    const outcome = parseDateText(value, language, today);
    if (outcome.kind === 'empty') setResult(null);
    else if (outcome.kind === 'too_long') setResult({ message: t('pickers.too_long', { max: MAX_PARSE_LENGTH }), tone: 'error' });
    else if (outcome.kind === 'not_understood') setResult({ message: t('pickers.not_understood'), tone: 'error' });
    else setResult(onParsed(outcome));
  };

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), PARSE_DEBOUNCE_MS);
  };

  return (
    <TextField
      className="field picker-free-text"
      value={text}
      onChange={onChange}
      maxLength={MAX_PARSE_LENGTH}
      isInvalid={result?.tone === 'error'}
      validationBehavior="aria"
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply(text);
        } else {
          // React Aria stops key events here by default; Escape must still reach the popover to close it
          event.continuePropagation();
        }
      }}
    >
      <Label>{t('pickers.type_label')}</Label>
      <Input autoComplete="off" />
      <Text slot="description" className="field-help">
        {help}
      </Text>
      <p role="status" className={result?.tone === 'error' ? 'field-error' : 'picker-understood'}>
        {result?.message ?? ''}
      </p>
    </TextField>
  );
}
