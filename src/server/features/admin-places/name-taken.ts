import { isUniqueViolation } from '../../db/pg-errors';
import { invalidField } from '../../http/errors';

/** Location names are unique in a group and area names in their location: a clash is the admin's 422 on `name`. */
export const rethrowNameTaken =
  (message: 'validation.location_name_taken' | 'validation.area_name_taken') =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? invalidField('name', message) : error;
  };
