import { useId, type ReactNode } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  isRequired?: boolean;
  children: ReactNode;
}

/** A labelled native select with its error linked by aria-describedby (phones show their own picker). */
export function FieldSelect({ name, label, value, onChange, errors = [], isRequired, children }: Props) {
  const id = useId();
  const errorId = useId();
  const invalid = errors.length > 0;
  return (
    <div className="field" data-required={isRequired || undefined}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        data-field={name}
        value={value}
        required={isRequired}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {invalid ? (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
