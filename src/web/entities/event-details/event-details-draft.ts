/** The text fields of an event's details as typed (numbers are parsed on submit); shared by room and bookable forms. */
export interface DetailValues extends Record<string, string> {
  title: string;
  description: string;
  supervisor: string;
  phone_number: string;
  person_number: string;
  attendee_count: string;
  layout: string;
}

/** A catering line as edited: `key` keeps React's identity while lines are added and removed. */
export interface CateringDraft {
  key: number;
  itemId: string;
  quantity: string;
  serveMinute: number | null;
}

export const emptyDetails: DetailValues = {
  title: '',
  description: '',
  supervisor: '',
  phone_number: '',
  person_number: '',
  attendee_count: '1',
  layout: '',
};

/** A number typed into a field; empty or not a whole number stays a value the schema refuses. */
export const wholeNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The catering lines of a request body (before validation); what is not filled in stays a value the schema refuses. */
export const cateringLinesInput = (lines: readonly CateringDraft[]) =>
  lines.map((line) => ({
    item_id: Number(line.itemId),
    quantity: wholeNumber(line.quantity),
    serve_minute: line.serveMinute ?? Number.NaN,
  }));

/** What the event-detail fields can offer: a capacity (null: no limit), layouts and equipment. */
export interface EventOffer {
  capacity: number | null;
  layouts: readonly string[];
  equipment: readonly string[];
}
