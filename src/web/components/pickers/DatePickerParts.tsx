import type { ReactNode } from 'react';
import { DateInput, DateSegment } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { FieldError } from 'react-aria-components/FieldError';
import { Group } from 'react-aria-components/Group';
import { Label } from 'react-aria-components/Label';
import { Popover } from 'react-aria-components/Popover';
import { Text } from 'react-aria-components/Text';
import { CalendarButton } from './CalendarButton';

/** The typed segments of one date (or date-time) input; `slot` names the start or end of a range. */
export function PickerDateInput({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className="picker-input">
      {(segment) => <DateSegment className="picker-segment" segment={segment} />}
    </DateInput>
  );
}

interface Props {
  label: string;
  description?: string | undefined;
  error: string | undefined;
  /** The typed input(s): one PickerDateInput, or two for a range. */
  inputs: ReactNode;
  /** The calendar and the free-text box shown in the popover. */
  popover: ReactNode;
}

/** What every date picker shows inside its React Aria picker: label, inputs with the calendar button, help, error, popover. */
export function DatePickerParts({ label, description, error, inputs, popover }: Props) {
  return (
    <>
      <Label>{label}</Label>
      <Group className="picker-group">
        {inputs}
        <CalendarButton />
      </Group>
      {description ? (
        <Text slot="description" className="field-help">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="picker-popover" placement="bottom start">
        <Dialog className="picker-dialog">{popover}</Dialog>
      </Popover>
    </>
  );
}
