/** Texts of a fixed desk's absences (/desk). */
export const enAbsencesValidation = {
  absence_end_before_start: 'The end must not be before the start.',
  absence_too_long: 'At most {{max}} days in a row.',
  absence_over: 'This absence would be over already. Please choose an end from today on.',
  absence_too_far: 'The start may be at most {{max}} days ahead.',
  absence_overlaps: 'Overlaps another absence of yours.',
  day_absent: 'You are absent on this day. Change the absence under “My desk” first.',
};

export const enAbsencesErrors = {
  absence_not_found: 'Absence not found.',
  absences_need_own_desk: 'Only people with a fixed desk can enter absences.',
};

export const enAbsences = {
  absences: {
    title: 'Absences',
    intro:
      'Enter when you are away: on those days colleagues can book your desk. If you delete or shorten an absence, you get the days back – unless someone has booked your desk already.',
    range: 'Period',
    note: 'Note',
    note_help: 'Optional, e.g. holiday or business trip',
    add: 'Add absence',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Change',
    edit_title: 'Change absence',
    edit_label: 'Change absence {{range}}',
    delete: 'Delete',
    delete_label: 'Delete absence {{range}}',
    delete_title: 'Delete absence?',
    delete_text: 'You get your desk back for {{range}} – except on days someone has booked it already.',
    delete_confirm: 'Delete',
    list_title: 'Your absences',
    empty: 'You have not entered any absence.',
    saved: 'Absence saved. Your desk is shared on those days.',
    removed: 'Absence deleted.',
    kept_booked: 'Your desk stays booked on {{days}}. Your messages say who booked it.',
    failed: 'Your absences could not be loaded.',
  },
};
