import { useId } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';

interface Props {
  name: string;
  label: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  errors?: string[];
  isRequired?: boolean;
}

/** Checkbox with its error text linked by aria-describedby. */
export function CheckboxField({ name, label, isSelected, onChange, errors = [], isRequired }: Props) {
  const errorId = useId();
  const invalid = errors.length > 0;
  return (
    <div className="field">
      <Checkbox
        className="checkbox"
        name={name}
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={invalid}
        isRequired={isRequired}
        validationBehavior="aria"
        aria-describedby={invalid ? errorId : undefined}
      >
        <span className="checkbox-box" aria-hidden="true">
          {isSelected ? '✓' : ''}
        </span>
        <span className="checkbox-label">{label}</span>
      </Checkbox>
      {invalid ? (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
