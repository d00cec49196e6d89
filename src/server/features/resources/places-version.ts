/**
 * SQL for the current version of a group's places as text (migration 0025: triggers move it on every change of a
 * location, area or resource), `group` being where the group id goes. What was read of places at one version still
 * holds while the version is unchanged.
 */
export const placesVersionSql = (group: string) => `coalesce((SELECT version::text FROM place_versions WHERE group_id = ${group}), '0')`;
