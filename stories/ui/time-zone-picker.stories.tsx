import { loadTimeZoneCountries } from '@booking-kit/core';
import { TimeZonePicker } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_TIME_ZONE } from '../fixtures/march-2026-slots';

/** The stories' fixed instant: Tuesday 10 March 2026, noon UTC (Europe on winter time, the US already on summer time). */
const AT = Date.UTC(2026, 2, 10, 12);
const MINUS = '\u2212';

/** A zone table that arrives only when the play function lets it through. */
function heldZoneTable() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const table = {
    requested: false,
    release: () => release(),
    load: () => {
      table.requested = true;
      return gate.then(loadTimeZoneCountries);
    },
  };
  return table;
}
let zoneTable = heldZoneTable();

/**
 * The open listbox once the zone table (its own chunk, loaded on the picker's first focus) has
 * arrived: until then it is `aria-busy` and holds only a 'Loading…' row.
 */
async function findResults(canvas: ReturnType<typeof within>, name = 'Time zone') {
  const listbox = await canvas.findByRole('listbox', { name });
  await waitFor(() => expect(listbox).not.toHaveAttribute('aria-busy'));
  return listbox;
}

/**
 * Records every moment the combobox's `data-state` and its ARIA disagree: open must mean
 * `aria-expanded="true"` and an `aria-controls` naming a listbox in the DOM; closed, neither.
 */
function watchComboboxAria(root: HTMLElement, input: HTMLInputElement) {
  const problems: string[] = [];
  const check = () => {
    const state = input.getAttribute('data-state');
    const expanded = input.getAttribute('aria-expanded');
    const controls = input.getAttribute('aria-controls');
    const controlled = controls === null ? null : document.getElementById(controls);
    const at = `with "${input.value}" typed`;
    if (state === 'open') {
      if (expanded !== 'true') problems.push(`${at}: data-state="open" but aria-expanded="${expanded}"`);
      if (controlled?.getAttribute('role') !== 'listbox') problems.push(`${at}: open but no listbox "${controls}"`);
    } else {
      if (expanded !== 'false') problems.push(`${at}: data-state="${state}" but aria-expanded="${expanded}"`);
      if (controls !== null) problems.push(`${at}: closed but aria-controls="${controls}"`);
      if (root.querySelector('[role="listbox"]')) problems.push(`${at}: closed but a listbox is shown`);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  check();
  return {
    problems,
    stop: () => {
      observer.disconnect();
      return problems;
    },
  };
}

const meta = {
  title: 'UI/TimeZonePicker',
  component: TimeZonePicker,
  // No detection by default: the test machine's own zone must not change what a story shows.
  args: { at: AT, defaultValue: FIXTURE_TIME_ZONE, detectedTimeZone: null, onValueChange: fn(), onOpenChange: fn() },
} satisfies Meta<typeof TimeZonePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search by city: accents and underscores do not matter; Enter chooses the first match. */
export const SearchByCity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveValue('Amsterdam (UTC+01:00)');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(input);
    await userEvent.type(input, 'sao paulo');
    const listbox = await findResults(canvas);
    const option = within(listbox).getByRole('option', { name: /Sao Paulo/ });
    await expect(option).toHaveTextContent(`UTC${MINUS}03:00`);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 time zone found');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('America/Sao_Paulo');
    await expect(input).toHaveValue(`Sao Paulo (UTC${MINUS}03:00)`);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
  },
};

/**
 * The visitor types before the zone table (its own chunk, loaded on focus) has arrived: the list
 * is open and says 'Loading…' meanwhile, state and ARIA agree at every moment, and the results for
 * the text typed appear as soon as the table arrives.
 */
export const SearchBeforeZoneTableLoads: Story = {
  args: { loadCountries: () => zoneTable.load() },
  beforeEach: () => {
    zoneTable = heldZoneTable();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('combobox', { name: 'Time zone' });
    const aria = watchComboboxAria(canvasElement, input);
    await expect(input).toHaveAttribute('data-state', 'closed');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(zoneTable.requested).toBe(false);

    // Focus asks for the table; it is held back while the visitor types, one key at a time.
    await userEvent.clear(input);
    await waitFor(() => expect(zoneTable.requested).toBe(true));
    for (const key of 'sao paulo') {
      await userEvent.keyboard(key);
      await expect(input).toHaveAttribute('data-state', 'open');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      const listbox = canvas.getByRole('listbox', { name: 'Time zone' });
      await expect(input).toHaveAttribute('aria-controls', listbox.id);
      await expect(listbox).toHaveAttribute('aria-busy', 'true');
      await expect(within(listbox).getByRole('option')).toHaveTextContent('Loading…');
      await expect(input).not.toHaveAttribute('aria-activedescendant');
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    }
    await expect(input).toHaveValue('sao paulo');
    // Nothing to choose yet: Enter keeps the search.
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('sao paulo');

    zoneTable.release();
    const listbox = canvas.getByRole('listbox', { name: 'Time zone' });
    const option = await within(listbox).findByRole('option', { name: /Sao Paulo/ });
    await expect(within(listbox).getAllByRole('option')).toEqual([option]);
    await expect(listbox).not.toHaveAttribute('aria-busy');
    await expect(option).toHaveTextContent(`Brasilia Standard Time · Brazil`);
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 time zone found');

    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('America/Sao_Paulo');
    await expect(input).toHaveAttribute('data-state', 'closed');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(aria.stop()).toEqual([]);
  },
};

/** Search by country in French: 'Allemagne' finds Berlin and Busingen; a click chooses. */
export const SearchByCountryInFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Fuseau horaire' });
    await userEvent.clear(input);
    await userEvent.type(input, 'allemagne');
    const options = within(await findResults(canvas, 'Fuseau horaire')).getAllByRole('option');
    await expect(options.map((option) => option.querySelector('[data-part="option-city"]')?.textContent)).toEqual([
      'Berlin',
      'Busingen',
    ]);
    await expect(options[0]).toHaveTextContent('heure normale d’Europe centrale · Allemagne');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 fuseaux horaires trouvés');
    await userEvent.click(options[0] as HTMLElement);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Europe/Berlin');
    await expect(input).toHaveValue('Berlin (UTC+01:00)');
  },
};

/** Search by abbreviation: 'IST' puts India first, with its current offset. */
export const SearchByAbbreviation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(input);
    await userEvent.type(input, 'IST');
    const [first] = within(await findResults(canvas)).getAllByRole('option');
    await expect(first).toHaveTextContent('Kolkata');
    await expect(first).toHaveTextContent('India Standard Time · India');
    await expect(first).toHaveTextContent('UTC+05:30');
    await expect(input).toHaveAttribute('aria-activedescendant', first?.id);
  },
};

/** Search by UTC offset: '+0530' lists only the zones at UTC+05:30 on the story's date. */
export const SearchByUtcOffset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(input);
    await userEvent.type(input, '+0530');
    const options = within(await findResults(canvas)).getAllByRole('option');
    await expect(options.length).toBeGreaterThanOrEqual(2);
    for (const option of options) await expect(option).toHaveAttribute('data-offset', 'UTC+05:30');
    await expect(options.some((option) => option.textContent?.includes('Kolkata'))).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'GMT-3');
    for (const option of within(await findResults(canvas)).getAllByRole('option')) {
      await expect(option).toHaveAttribute('data-offset', `UTC${MINUS}03:00`);
    }
  },
};

/** The keyboard path: arrows, Home / End, PageUp / PageDown (by a page), Escape restores, Enter chooses, Tab closes. */
export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await findResults(canvas);
    const options = within(listbox).getAllByRole('option');
    const activeId = () => input.getAttribute('aria-activedescendant');
    const indexOfActive = () => options.findIndex((option) => option.id === activeId());
    // Opening starts on the chosen zone.
    const selected = within(listbox).getByRole('option', { selected: true });
    await expect(selected).toHaveTextContent('Amsterdam');
    await expect(activeId()).toBe(selected.id);
    const start = indexOfActive();
    await userEvent.keyboard('{ArrowDown}');
    await expect(indexOfActive()).toBe(start + 1);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(indexOfActive()).toBe(start - 1);
    await userEvent.keyboard('{Home}');
    await expect(indexOfActive()).toBe(0);
    // react-aria pages by what the listbox shows (its height), not by a fixed number of rows.
    await userEvent.keyboard('{PageDown}');
    const page = indexOfActive();
    await expect(page).toBeGreaterThan(1);
    await userEvent.keyboard('{End}');
    await expect(indexOfActive()).toBe(options.length - 1);
    await userEvent.keyboard('{PageUp}');
    await expect(indexOfActive()).toBeLessThan(options.length - 2);
    await expect(options[indexOfActive()]).toHaveAttribute('data-active');
    // Home / End also moved the caret (react-aria leaves the text field its own keys): start a fresh search.
    await userEvent.clear(input);
    await userEvent.keyboard('tokyo');
    await expect(input).toHaveValue('tokyo');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveValue('Amsterdam (UTC+01:00)');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('tokyo{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Asia/Tokyo');
    await expect(input).toHaveValue('Tokyo (UTC+09:00)');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Empty result: the popup and the live region say 'No Timezone found!'; the input still controls the (empty) listbox. */
export const NoTimeZoneFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Atlantis');
    const listbox = await findResults(canvas);
    await expect(canvasElement.querySelector('[data-scope="time-zone-picker"][data-part="empty"]')).toHaveTextContent(
      'No Timezone found!',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('No Timezone found!');
    await expect(within(listbox).queryAllByRole('option')).toEqual([]);
    await expect(input).toHaveAttribute('data-state', 'open');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Atlantis');
  },
};

/** The browser's zone is offered in one press; the button goes once it is chosen, focus returns to the input. */
export const DetectedZone: Story = {
  args: { detectedTimeZone: 'America/Sao_Paulo' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const detected = await canvas.findByRole('button', { name: `Use detected time zone: Sao Paulo (UTC${MINUS}03:00)` });
    await userEvent.click(detected);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('America/Sao_Paulo');
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveValue(`Sao Paulo (UTC${MINUS}03:00)`);
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /Use detected time zone/ })).not.toBeInTheDocument();
  },
};

/** Detected by the browser itself (no override): the browser's zone is stubbed as Tokyo, never the test machine's. */
export const DetectedFromBrowser: Story = {
  args: { detectedTimeZone: undefined, defaultValue: null, name: 'timeZone' },
  beforeEach: () => {
    const original = Intl.DateTimeFormat.prototype.resolvedOptions;
    Intl.DateTimeFormat.prototype.resolvedOptions = function resolvedOptions(this: Intl.DateTimeFormat) {
      return { ...original.call(this), timeZone: 'Asia/Tokyo' };
    };
    return () => {
      Intl.DateTimeFormat.prototype.resolvedOptions = original;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Search by city, country or UTC offset');
    await userEvent.click(await canvas.findByRole('button', { name: 'Use detected time zone: Tokyo (UTC+09:00)' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Asia/Tokyo');
    await expect(input).toHaveValue('Tokyo (UTC+09:00)');
    // The form gets the zone's tzdata name.
    await expect(canvasElement.querySelector('input[type="hidden"][name="timeZone"]')).toHaveValue('Asia/Tokyo');
  },
};

/** Disabled: neither typing nor the toggle opens the list. */
export const Disabled: Story = {
  args: { disabled: true, detectedTimeZone: 'America/Sao_Paulo' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Amsterdam (UTC+01:00)');
    const trigger = canvas.getByRole('button', { name: 'Show time zones' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Use detected time zone/ })).toBeDisabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Long names (German): options wrap inside the popup instead of overflowing it. */
export const LongNames: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Zeitzone' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Nordamerikanische Ostküste');
    const option = within(await findResults(canvas, 'Zeitzone')).getByRole('option', { name: /^New York/ });
    await expect(option).toHaveTextContent('Nordamerikanische Ostküsten-Sommerzeit · Vereinigte Staaten');
    await expect(option).toHaveTextContent(`UTC${MINUS}04:00`);
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Zeitzonen? gefunden/);
  },
};

/** Many items: the toggle shows every zone, by offset, with the chosen one marked and in view. */
export const AllZones: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show time zones' }));
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const listbox = await findResults(canvas);
    const options = within(listbox).getAllByRole('option');
    await expect(options.length).toBeGreaterThan(400);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${options.length} time zones found`);
    const offsets = options.map((option) => option.getAttribute('data-offset') ?? '');
    await expect(offsets[0]?.startsWith(`UTC${MINUS}1`)).toBe(true);
    await expect(offsets.at(-1)).toBe('UTC+14:00');
    const selected = within(listbox).getByRole('option', { selected: true });
    await expect(selected).toHaveTextContent('Amsterdam');
    await waitFor(() => {
      const box = listbox.getBoundingClientRect();
      const row = selected.getBoundingClientRect();
      expect(row.top >= box.top && row.bottom <= box.bottom).toBe(true);
    });
  },
};

/** Dark theme: tokens swap; the open list, the active and the chosen option keep AA contrast (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { detectedTimeZone: 'Asia/Tokyo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(input);
    await userEvent.type(input, 'amsterdam');
    await expect(within(await findResults(canvas)).getByRole('option', { selected: true })).toHaveAttribute('data-active');
    await expect(canvas.getByRole('button', { name: 'Use detected time zone: Tokyo (UTC+09:00)' })).toBeVisible();
  },
};
