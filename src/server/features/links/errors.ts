import { AppError, invalidField } from '../../http/errors';

export const linkNotFound = () => new AppError('not_found', 'errors.link_not_found');
export const colleagueNotFound = () => new AppError('not_found', 'errors.user_not_found');
export const linkExists = () => invalidField('user_id', 'validation.link_exists');
export const linkToSelf = () => invalidField('user_id', 'validation.link_self');
