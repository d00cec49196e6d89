/** Texte der Abwesenheiten eines festen Schreibtischs (/desk). */
export const deAbsencesValidation = {
  absence_end_before_start: 'Das Ende darf nicht vor dem Anfang liegen.',
  absence_too_long: 'Höchstens {{max}} Tage am Stück.',
  absence_over: 'Diese Abwesenheit wäre schon vorbei. Bitte ein Ende ab heute wählen.',
  absence_too_far: 'Der Anfang darf höchstens {{max}} Tage im Voraus liegen.',
  absence_overlaps: 'Überschneidet sich mit einer anderen Abwesenheit von dir.',
  day_absent: 'An diesem Tag bist du abwesend. Ändere zuerst die Abwesenheit unter „Mein Schreibtisch“.',
};

export const deAbsencesErrors = {
  absence_not_found: 'Abwesenheit nicht gefunden.',
  absences_need_own_desk: 'Abwesenheiten kann nur eintragen, wer einen festen Schreibtisch hat.',
};

export const deAbsences = {
  absences: {
    title: 'Abwesenheiten',
    intro:
      'Trag ein, wann du nicht da bist: An diesen Tagen können Kolleg:innen deinen Schreibtisch buchen. Löschst oder kürzt du eine Abwesenheit, bekommst du die Tage zurück – außer jemand hat deinen Schreibtisch schon gebucht.',
    range: 'Zeitraum',
    note: 'Notiz',
    note_help: 'Optional, z. B. Urlaub oder Dienstreise',
    add: 'Abwesenheit eintragen',
    save: 'Speichern',
    cancel: 'Abbrechen',
    edit: 'Ändern',
    edit_title: 'Abwesenheit ändern',
    edit_label: 'Abwesenheit {{range}} ändern',
    delete: 'Löschen',
    delete_label: 'Abwesenheit {{range}} löschen',
    delete_title: 'Abwesenheit löschen?',
    delete_text: 'Du bekommst deinen Schreibtisch für {{range}} zurück – außer an Tagen, an denen ihn schon jemand gebucht hat.',
    delete_confirm: 'Löschen',
    list_title: 'Eingetragene Abwesenheiten',
    empty: 'Du hast keine Abwesenheit eingetragen.',
    saved: 'Abwesenheit gespeichert. An diesen Tagen ist dein Schreibtisch freigegeben.',
    removed: 'Abwesenheit gelöscht.',
    kept_booked: 'Dein Schreibtisch bleibt gebucht am {{days}}. Wer ihn gebucht hat, steht in deinen Nachrichten.',
    failed: 'Deine Abwesenheiten konnten nicht geladen werden.',
  },
};
