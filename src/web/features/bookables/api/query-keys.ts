// The key lives with the bookable entity: series (entities/series) refresh the bookables lists too.
export { bookablesQueryKey } from '../../../entities/bookable/query-keys';
