import { BOOKABLE_CATEGORIES, type BookableCategory, type BookableResource } from '../../../../contract/bookables';

type Groupable = Pick<BookableResource, 'category' | 'label' | 'location'>;

export interface CategoryGroup<R extends Groupable> {
  category: BookableCategory;
  resources: R[];
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/**
 * Resources by category in the contract's order (event spaces first), empty categories left out; within a
 * category by location, then label with numbers in order ('Schließfach 2' before 'Schließfach 10').
 */
export function groupByCategory<R extends Groupable>(resources: readonly R[]): CategoryGroup<R>[] {
  return BOOKABLE_CATEGORIES.map((category) => ({
    category,
    resources: resources
      .filter((r) => r.category === category)
      .sort((a, b) => collator.compare(a.location.name, b.location.name) || collator.compare(a.label, b.label)),
  })).filter((group) => group.resources.length > 0);
}
