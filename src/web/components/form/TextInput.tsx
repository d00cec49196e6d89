import { TextField } from 'react-aria-components/TextField';
import { Label } from 'react-aria-components/Label';
import { Input } from 'react-aria-components/Input';
import { Text } from 'react-aria-components/Text';
import { FieldError } from 'react-aria-components/FieldError';
import type { ReactNode } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  errors?: string[];
  description?: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
}

/** Labelled text field; errors and description are linked via aria-describedby, aria-invalid is set. */
export function TextInput({
  name,
  label,
  value,
  onChange,
  errors = [],
  description,
  type = 'text',
  autoComplete,
  isRequired,
  isReadOnly,
}: Props) {
  const invalid = errors.length > 0;
  return (
    <TextField
      className="field"
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      isInvalid={invalid}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      autoComplete={autoComplete}
      validationBehavior="aria"
    >
      {/* the required star comes from CSS (.field[data-required]), with empty alternative text */}
      <Label>{label}</Label>
      <Input data-field={name} />
      {description ? (
        <Text slot="description" className="field-help">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">{errors.join(' ')}</FieldError>
    </TextField>
  );
}
