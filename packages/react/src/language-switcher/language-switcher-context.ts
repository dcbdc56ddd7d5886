import { createContext } from '@radix-ui/react-context';
import type { LanguageSwitcherApi } from './use-language-switcher';

/** @internal The API of the nearest `<LanguageSwitcher.Root>`. */
const [LanguageSwitcherProvider, useLanguageSwitcherValue] = createContext<{ value: LanguageSwitcherApi }>(
  '<LanguageSwitcher.Root>',
);

export { LanguageSwitcherProvider };

/**
 * The languages and prop bags of the nearest `<LanguageSwitcher.Root>`, for custom parts.
 * @throws when used outside `<LanguageSwitcher.Root>`.
 * @example const { items, getLinkProps } = useLanguageSwitcherContext();
 */
export function useLanguageSwitcherContext(): LanguageSwitcherApi {
  return useLanguageSwitcherValue('useLanguageSwitcherContext').value;
}
