import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BookableCategory, type BookableResourcesResponse } from '../../../../contract/bookables';
import { api } from '../../../lib/api';
import { bookablesQueryKey } from './query-keys';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export interface ResourceFilter {
  category?: BookableCategory;
  locationId?: number;
  /** with a day, each resource carries what holds it that day */
  day?: string;
}

export function resourcesQuery(filter: ResourceFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.category) query.category = filter.category;
  if (filter.locationId) query.location_id = String(filter.locationId);
  if (filter.day) query.day = filter.day;
  return query;
}

export function getBookableResources(filter: ResourceFilter): Promise<BookableResourcesResponse> {
  return api.get('bookables/resources', {
    query: resourcesQuery(filter),
    schema: namedSchema('bookables', 'bookableResourcesResponseSchema'),
  });
}

/** The group's bookables matching the filter; the previous answer stays on screen while the next loads. */
export function useBookableResources(filter: ResourceFilter, enabled = true) {
  return useQuery({
    queryKey: [...bookablesQueryKey, 'resources', resourcesQuery(filter)],
    queryFn: () => getBookableResources(filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
