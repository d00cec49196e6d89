/** Texts of floor plans: the plan on the day views and the admin editor (/admin/plans). */
export const enFloorPlansValidation = {
  plan_not_image: 'This is not an image: please upload an SVG or PNG file.',
  plan_too_large: 'The file is too large: {{max}} MB at most.',
  plan_size: 'The image is too large: {{max}} pixels per side at most.',
  plan_active_content:
    'The SVG file contains scripts, event attributes, foreignObject or references to other files. Please save it without them.',
  plan_missing: 'This area has no floor plan yet.',
  plan_position_range: 'Between 0 and 100 %.',
  plan_resource_unknown: 'This resource does not belong to this area.',
  plan_resource_twice: 'This resource is given twice.',
};

export const enFloorPlans = {
  floor_plan: {
    title: 'Floor plan {{area}}',
    area_label: 'Floor plan',
    area: 'Area',
    legend: 'Legend',
    state: {
      free: 'free',
      taken: 'taken',
      mine: 'your booking',
      team: 'your team',
    },
    marker: '{{label}}, {{state}}',
    list_hint: 'The list shows the same places.',
    loading: 'Loading the floor plan …',
    failed: 'The floor plan could not be loaded.',
  },
  plans_admin: {
    title: 'Floor plans',
    intro: 'Upload a floor plan for each area (SVG or PNG, 2 MB at most) and place desks, rooms and parking spaces on it.',
    area: 'Area',
    area_option: '{{location}} – {{area}}',
    no_areas: 'There are no areas yet.',
    has_plan: 'with floor plan',
    file: 'Floor plan file (SVG or PNG)',
    upload: 'Upload floor plan',
    replace: 'Replace floor plan',
    remove: 'Remove floor plan',
    remove_confirm: 'Remove the floor plan of “{{area}}”? All placements are lost.',
    uploaded: 'Floor plan saved.',
    removed: 'Floor plan removed.',
    no_plan: 'This area has no floor plan yet.',
    editor: 'Place',
    editor_help:
      'Drag a marker to its place. With the keyboard: select a resource, move it with the arrow keys (with Shift in large steps), then save.',
    unplaced: 'Not placed yet',
    unplaced_none: 'All resources are placed.',
    place: 'Place {{label}}',
    placed_at: '{{label}}: {{x}} % / {{y}} %',
    marker: '{{label}} – move with the arrow keys',
    save: 'Save placements',
    saved: 'Placements saved.',
    unsaved: 'Unsaved changes: {{count}}',
    kind: {
      desk: 'Desk',
      room: 'Room',
      bookable: 'Resource',
      parking: 'Parking space',
    },
  },
};
