import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Checkbox } from 'react-aria-components/Checkbox';
import { MULTI_DAY_EDIT_MAX_DAYS } from '../../../contract/limits';
import { paths } from '../../lib/paths';
import { isSelectionFull } from './edit-selection';
import './booking-edit.css';

interface CheckboxProps {
  label: string;
  isSelected: boolean;
  isDisabled: boolean;
  /** id of the limit hint, linked while the checkbox is disabled */
  hintId: string;
  onChange: (isSelected: boolean) => void;
}

/** The checkbox that selects a booking for the multi-day edit. */
export function SelectBookingCheckbox({ label, isSelected, isDisabled, hintId, onChange }: CheckboxProps) {
  return (
    <Checkbox
      className="checkbox edit-select"
      aria-label={label}
      isSelected={isSelected}
      isDisabled={isDisabled}
      aria-describedby={isDisabled ? hintId : undefined}
      onChange={onChange}
    >
      <span className="checkbox-box" aria-hidden="true">
        {isSelected ? '✓' : ''}
      </span>
    </Checkbox>
  );
}

/** Below the list: how many are selected, the limit hint (at five) and 'Bearbeiten'. */
export function EditSelectionBar({ selected, hintId }: { selected: readonly number[]; hintId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const full = isSelectionFull(selected);
  return (
    <div className="edit-selection" data-testid="edit-selection">
      {full ? (
        <p id={hintId} className="edit-limit" data-testid="edit-limit">
          {t('booking_edit.limit', { max: MULTI_DAY_EDIT_MAX_DAYS })}
        </p>
      ) : null}
      {selected.length > 0 ? (
        <div className="edit-bar">
          <span>{t('booking_edit.selected_count', { count: selected.length })}</span>
          <Button
            className="button office-primary"
            aria-label={t('booking_edit.edit_label', { count: selected.length })}
            onPress={() => void navigate(paths.editBookings(selected))}
          >
            {t('booking_edit.edit')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
