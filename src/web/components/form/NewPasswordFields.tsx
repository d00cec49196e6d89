import type { PasswordPolicy } from '../../../contract/group';
import type { FieldErrors } from './field-errors';
import { PasswordRules } from './PasswordRules';
import { TextInput } from './TextInput';

interface Props {
  values: { password: string; password_confirmation: string };
  errors: FieldErrors;
  onChange: (field: 'password' | 'password_confirmation') => (value: string) => void;
  policy: PasswordPolicy;
  labels: { password: string; confirmation: string };
}

/** A new password and its confirmation, with the group's rules under the first field (reset and change). */
export function NewPasswordFields({ values, errors, onChange, policy, labels }: Props) {
  return (
    <>
      <TextInput
        name="password"
        type="password"
        autoComplete="new-password"
        label={labels.password}
        value={values.password}
        onChange={onChange('password')}
        errors={errors.password}
        description={<PasswordRules policy={policy} />}
        isRequired
      />
      <TextInput
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={labels.confirmation}
        value={values.password_confirmation}
        onChange={onChange('password_confirmation')}
        errors={errors.password_confirmation}
        isRequired
      />
    </>
  );
}
