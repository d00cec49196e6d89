import { AppError } from '../../http/errors';

/** Another user's or group's series does not exist for the caller. */
export const seriesNotFound = () => new AppError('not_found', 'errors.series_not_found');
