import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';

/** The button beside a date input that opens the calendar popover. */
export function CalendarButton() {
  const { t } = useTranslation();
  return (
    <Button className="picker-open" aria-label={t('pickers.open_calendar')}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
        />
      </svg>
    </Button>
  );
}
