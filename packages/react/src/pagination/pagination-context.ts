import { createContext } from '@radix-ui/react-context';
import type { PaginationApi } from './use-pagination-nav';

/** @internal The API of the nearest `<Pagination.Root>`. */
const [PaginationProvider, usePaginationValue] = createContext<{ value: PaginationApi }>('<Pagination.Root>');

export { PaginationProvider };

/**
 * The pages, labels and prop bags of the nearest `<Pagination.Root>`, for custom parts.
 * @throws when used outside `<Pagination.Root>`.
 */
export function usePaginationContext(): PaginationApi {
  return usePaginationValue('usePaginationContext').value;
}
