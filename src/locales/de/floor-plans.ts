/** Texts of floor plans: the plan on the day views and the admin editor (/admin/plans). */
export const deFloorPlansValidation = {
  plan_not_image: 'Das ist kein Bild: Bitte eine SVG- oder PNG-Datei hochladen.',
  plan_too_large: 'Die Datei ist zu groß: höchstens {{max}} MB.',
  plan_size: 'Das Bild ist zu groß: höchstens {{max}} Pixel je Seite.',
  plan_active_content:
    'Die SVG-Datei enthält Skripte, Ereignis-Attribute, foreignObject oder Verweise auf andere Dateien. Bitte ohne sie speichern.',
  plan_missing: 'Dieser Bereich hat noch keinen Grundriss.',
  plan_position_range: 'Zwischen 0 und 100 %.',
  plan_resource_unknown: 'Diese Ressource gehört nicht zu diesem Bereich.',
  plan_resource_twice: 'Diese Ressource ist doppelt angegeben.',
};

export const deFloorPlans = {
  floor_plan: {
    title: 'Grundriss {{area}}',
    area_label: 'Grundriss',
    area: 'Bereich',
    legend: 'Legende',
    state: {
      free: 'frei',
      taken: 'belegt',
      mine: 'deine Buchung',
      team: 'dein Team',
    },
    marker: '{{label}}, {{state}}',
    list_hint: 'Dieselben Plätze findest du auch in der Liste.',
    loading: 'Grundriss wird geladen …',
    failed: 'Der Grundriss konnte nicht geladen werden.',
  },
  plans_admin: {
    title: 'Grundrisse',
    intro:
      'Lade für jeden Bereich einen Grundriss hoch (SVG oder PNG, höchstens 2 MB) und platziere Arbeitsplätze, Räume und Parkplätze darauf.',
    area: 'Bereich',
    area_option: '{{location}} – {{area}}',
    no_areas: 'Es gibt noch keine Bereiche.',
    has_plan: 'mit Grundriss',
    file: 'Grundriss-Datei (SVG oder PNG)',
    upload: 'Grundriss hochladen',
    replace: 'Grundriss ersetzen',
    remove: 'Grundriss entfernen',
    remove_confirm: 'Grundriss von „{{area}}“ entfernen? Alle Platzierungen gehen verloren.',
    uploaded: 'Grundriss gespeichert.',
    removed: 'Grundriss entfernt.',
    no_plan: 'Dieser Bereich hat noch keinen Grundriss.',
    editor: 'Platzieren',
    editor_help:
      'Ziehe eine Markierung an ihren Ort. Mit der Tastatur: Ressource wählen, mit den Pfeiltasten verschieben (mit Umschalt in großen Schritten), dann speichern.',
    unplaced: 'Noch nicht platziert',
    unplaced_none: 'Alle Ressourcen sind platziert.',
    place: '{{label}} platzieren',
    placed_at: '{{label}}: {{x}} % / {{y}} %',
    marker: '{{label}} – mit Pfeiltasten verschieben',
    save: 'Platzierungen speichern',
    saved: 'Platzierungen gespeichert.',
    unsaved: 'Ungespeicherte Änderungen: {{count}}',
    kind: {
      desk: 'Arbeitsplatz',
      room: 'Raum',
      bookable: 'Ressource',
      parking: 'Parkplatz',
    },
  },
};
