import type { Menu } from '@spruik/shared';
import { toDollars } from '../../lib/money';
import type { CategoryRow, ItemRow } from './menus.repository';

/** data.menu: categories in order, each with its items in order; prices in dollars. */
export function presentMenu(venueId: string, categories: CategoryRow[], items: ItemRow[]): Menu {
  return {
    venueId,
    categories: categories.map((c) => ({
      _id: c.id,
      id: c.id,
      name: c.name,
      items: items
        .filter((i) => i.categoryId === c.id)
        .map((i) => ({
          _id: i.id,
          id: i.id,
          name: i.name,
          price: toDollars(i.priceCents),
          ingredients: i.ingredients,
          image: i.image,
        })),
    })),
  };
}
