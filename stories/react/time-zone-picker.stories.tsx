import { type TimeZoneOptionState, TimeZonePicker } from '@booking-kit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type RefCallback, useRef } from 'react';
import { expect, fireEvent, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_TIME_ZONE } from '../fixtures/march-2026-slots';
import { inShadowRoot, shadowRootOf, withinShadowRoot } from '../fixtures/shadow-root';
import './headless.css';

/** The stories' fixed instant: Tuesday 10 March 2026, noon UTC (Europe on winter time, the US already on summer time). */
const AT = Date.UTC(2026, 2, 10, 12);
const MINUS = '\u2212';

/**
 * The open listbox once the zone table (its own chunk, loaded on the picker's first focus) has
 * arrived: until then it is `aria-busy` and holds only a 'Loading…' row.
 */
async function findResults(canvas: ReturnType<typeof within>, name = 'Time zone') {
  const listbox = await canvas.findByRole('listbox', { name });
  await waitFor(() => expect(listbox).not.toHaveAttribute('aria-busy'));
  return listbox;
}

/** An app that serves a few markets offers only their zones (`zones`), which also keeps the list short. */
const ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Amsterdam',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];

/** The app's own class names, from the option's state (where a cva variant would go). */
const optionClassName = ({ isActive, isSelected }: TimeZoneOptionState) =>
  ['headless-tz-option', isActive && 'is-active', isSelected && 'is-selected'].filter(Boolean).join(' ');

interface ZoneSearchProps {
  onValueChange: (zone: string | null) => void;
  onOpenChange: (open: boolean) => void;
}

/** A combobox laid out by the app: label, input and its own toggle button in a row, the results in an inline panel. */
function ZoneSearch({ onValueChange, onOpenChange }: ZoneSearchProps) {
  return (
    <TimeZonePicker.Root
      at={AT}
      zones={ZONES}
      defaultValue={FIXTURE_TIME_ZONE}
      // No detection: the test machine's own zone must not change what a story shows.
      detectedTimeZone={null}
      onValueChange={onValueChange}
      onOpenChange={onOpenChange}
      className="headless-demo"
    >
      {(api) => (
        <>
          <TimeZonePicker.Label style={{ fontWeight: 600 }} />
          <div className="headless-tz-control">
            <TimeZonePicker.Input />
            {/* The app's own button; the part adds its name ('Show time zones'), state and behaviour. */}
            <TimeZonePicker.Trigger asChild>
              <button type="button">
                <span aria-hidden="true">{api.state.open ? '▴' : '▾'}</span>
              </button>
            </TimeZonePicker.Trigger>
          </div>
          <TimeZonePicker.Content className="headless-tz-panel">
            <TimeZonePicker.Listbox>
              {(zone) => (
                <TimeZonePicker.Option key={zone.id} zone={zone} className={optionClassName}>
                  <span className="headless-tz-city">
                    {zone.city}
                    {api.getOptionState(zone).isSelected && <span aria-hidden="true"> ✓</span>}
                  </span>{' '}
                  <span className="headless-tz-offset">{zone.offsetLabel}</span>{' '}
                  <span className="headless-tz-details headless-muted">
                    {zone.longName} · {zone.country}
                  </span>
                </TimeZonePicker.Option>
              )}
            </TimeZonePicker.Listbox>
            <TimeZonePicker.Empty />
          </TimeZonePicker.Content>
          {/* Announces the result count; sighted visitors see the list itself. */}
          <TimeZonePicker.Status className="headless-visually-hidden" />
        </>
      )}
    </TimeZonePicker.Root>
  );
}

const meta = {
  title: 'React/TimeZonePicker',
  component: ZoneSearch,
  args: { onValueChange: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ZoneSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a city filters the app's own option rows; ArrowDown moves the active row and Enter chooses it. */
export const SearchAndChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveValue('Amsterdam (UTC+01:00)');
    await expect(input).toHaveAttribute('data-state', 'closed');
    await userEvent.clear(input);
    await userEvent.type(input, 'lo');
    const listbox = await findResults(canvas);
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.querySelector('.headless-tz-city')?.textContent)).toEqual([
      'Los Angeles',
      'London',
    ]);
    const [losAngeles, london] = options as [HTMLElement, HTMLElement];
    await expect(losAngeles).toHaveTextContent(`UTC${MINUS}07:00`);
    await expect(losAngeles).toHaveAttribute('data-active');
    await expect(losAngeles).toHaveClass('is-active');
    await expect(input).toHaveAttribute('aria-activedescendant', losAngeles.id);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 time zones found');

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', london.id);
    await expect(london).toHaveClass('is-active');
    await expect(losAngeles).not.toHaveAttribute('data-active');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Europe/London');
    await expect(input).toHaveValue('London (UTC+00:00)');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
  },
};

/**
 * A search with no match shows the Empty part; the input stays expanded on the empty listbox. Escape
 * closes and puts the chosen zone back, choosing nothing.
 */
export const NoMatchThenEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(input);
    await userEvent.type(input, 'atlantis');
    const listbox = await findResults(canvas);
    const empty = canvasElement.querySelector('[data-part="empty"]');
    await expect(empty).toHaveTextContent('No Timezone found!');
    await expect(empty).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No Timezone found!');
    // Open means expanded: the input controls the listbox, which has no option to point at.
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await expect(within(listbox).queryAllByRole('option')).toEqual([]);
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(input).toHaveValue('Amsterdam (UTC+01:00)');
    await expect(input).toHaveAttribute('data-state', 'closed');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-controls');
    await expect(listbox).not.toBeInTheDocument();
    await expect(empty).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * The app's toggle button (`Trigger` with `asChild`) opens the whole list, by offset, on the
 * chosen zone; the arrow keys then move from the input. The list is left open to show the rows.
 */
export const BrowseWithToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    const toggle = canvas.getByRole('button', { name: 'Show time zones' });
    await expect(toggle).toHaveAttribute('data-part', 'trigger');
    await expect(toggle).toHaveAttribute('tabindex', '-1');
    await userEvent.click(toggle);
    await expect(input).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('data-state', 'open');
    const listbox = await findResults(canvas);
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(ZONES.length);
    await expect(options.map((option) => option.getAttribute('data-offset'))).toEqual([
      `UTC${MINUS}07:00`,
      `UTC${MINUS}04:00`,
      `UTC${MINUS}03:00`,
      'UTC+00:00',
      'UTC+00:00',
      'UTC+01:00',
      'UTC+03:00',
      'UTC+05:30',
      'UTC+09:00',
      'UTC+11:00',
    ]);
    // It opens on the chosen zone, which is both selected and active.
    const amsterdam = within(listbox).getByRole('option', { selected: true });
    await expect(amsterdam).toHaveTextContent('Amsterdam');
    await expect(amsterdam).toHaveAttribute('data-selected');
    await expect(amsterdam).toHaveClass('is-selected', 'is-active');
    await userEvent.keyboard('{ArrowDown}');
    const nairobi = within(listbox).getByRole('option', { name: /Nairobi/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', nairobi.id));
    await expect(nairobi).toHaveTextContent('East Africa Time · Kenya');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Embedded in a shadow root (as on someone else's page): the toggle puts focus back in the input,
 * the arrow keys move the active row, Enter chooses it and focus stays in the input — the combobox
 * finds its own parts by ref, never through `document`.
 */
export const InAShadowRoot: Story = {
  decorators: [inShadowRoot],
  play: async ({ canvasElement, args }) => {
    const canvas = withinShadowRoot(canvasElement);
    const shadow = shadowRootOf(canvasElement);
    const input = await canvas.findByRole('combobox', { name: 'Time zone' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show time zones' }));
    await waitFor(() => expect(shadow.activeElement).toBe(input));
    const listbox = await findResults(canvas);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const nairobi = within(listbox).getByRole('option', { name: /Nairobi/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', nairobi.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Africa/Nairobi');
    await expect(input).toHaveValue('Nairobi (UTC+03:00)');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(shadow.activeElement).toBe(input);
  },
};

/** Something to Tab to after the picker. */
function NextField() {
  return <button type="button">Next</button>;
}

/**
 * Types into the input one character at a time. In a shadow root, Testing Library's `keyboard` and
 * `type` change the field's text without the input event React's controlled inputs read (it tracks
 * focus at the document, which sees only the shadow host), so there the text goes in the way the
 * browser reports typing: the value, then an `input` event per character.
 */
async function typeText(input: HTMLElement, text: string) {
  if (input.getRootNode() === document) return userEvent.keyboard(text);
  for (const char of text) {
    fireEvent.input(input, { target: { value: `${(input as HTMLInputElement).value}${char}` } });
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

interface KeyPathContext {
  canvas: ReturnType<typeof within>;
  /** The focused element of the story's own document or shadow root. */
  focused: () => Element | null;
  args: { onValueChange: Mock; onOpenChange: Mock };
}

/**
 * The WAI-ARIA combobox pattern from the keyboard, the same in light DOM, in a shadow root and
 * with refs on every part: arrows open and move the active option while focus stays in the input,
 * Enter chooses and closes, Escape closes and a second Escape clears, typing filters, the trigger
 * toggles and keeps focus in the input, Tab closes and moves on.
 */
async function playComboboxKeys({ canvas, focused, args }: KeyPathContext) {
  const input = await canvas.findByRole('combobox', { name: 'Time zone' });
  await userEvent.click(input);
  await waitFor(() => expect(focused()).toBe(input));

  // ArrowDown opens on the chosen zone; ArrowDown / ArrowUp move the active option.
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await findResults(canvas);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).toHaveAttribute('aria-controls', listbox.id);
  const amsterdam = within(listbox).getByRole('option', { name: /Amsterdam/ });
  const nairobi = within(listbox).getByRole('option', { name: /Nairobi/ });
  await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', amsterdam.id));
  await userEvent.keyboard('{ArrowDown}');
  await expect(input).toHaveAttribute('aria-activedescendant', nairobi.id);
  await expect(nairobi).toHaveAttribute('data-active');
  await userEvent.keyboard('{ArrowUp}');
  await expect(input).toHaveAttribute('aria-activedescendant', amsterdam.id);
  await userEvent.keyboard('{ArrowDown}');
  await expect(focused()).toBe(input);

  // Enter chooses the active zone and closes the list.
  await userEvent.keyboard('{Enter}');
  await expect(args.onValueChange).toHaveBeenLastCalledWith('Africa/Nairobi');
  await expect(input).toHaveValue('Nairobi (UTC+03:00)');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).not.toHaveAttribute('aria-activedescendant');
  await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  await expect(focused()).toBe(input);

  // ArrowUp opens too, on the chosen zone. Escape closes and keeps it; a second Escape clears.
  await userEvent.keyboard('{ArrowUp}');
  const reopened = await findResults(canvas);
  const chosen = within(reopened).getByRole('option', { selected: true });
  await expect(chosen).toHaveTextContent('Nairobi');
  await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', chosen.id));
  await userEvent.keyboard('{Escape}');
  await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  await expect(input).toHaveValue('Nairobi (UTC+03:00)');
  await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  await userEvent.keyboard('{Escape}');
  await expect(input).toHaveValue('');
  await expect(args.onValueChange).toHaveBeenLastCalledWith(null);

  // Typing filters, the best match active: Enter chooses it.
  await typeText(input, 'tok');
  const filtered = await findResults(canvas);
  const [tokyo] = within(filtered).getAllByRole('option');
  await expect(tokyo).toHaveTextContent('Tokyo');
  await expect(input).toHaveAttribute('aria-activedescendant', tokyo?.id);
  await userEvent.keyboard('{Enter}');
  await expect(args.onValueChange).toHaveBeenLastCalledWith('Asia/Tokyo');
  await expect(input).toHaveValue('Tokyo (UTC+09:00)');

  // The trigger opens and closes the list; focus stays in the input.
  const trigger = canvas.getByRole('button', { name: 'Show time zones' });
  await userEvent.click(trigger);
  await findResults(canvas);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(focused()).toBe(input));
  await userEvent.click(trigger);
  await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(focused()).toBe(input);

  // Tab closes the list and moves on.
  await userEvent.keyboard('{ArrowDown}');
  await findResults(canvas);
  await userEvent.tab();
  await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  await waitFor(() => expect(focused()).not.toBe(input));
  await expect(input).toHaveValue('Tokyo (UTC+09:00)');
}

/** The whole keyboard pattern of the combobox, in the page itself. */
export const KeysFromTheInput: Story = {
  render: (args) => (
    <>
      <ZoneSearch {...args} />
      <NextField />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await playComboboxKeys({ canvas, focused: () => document.activeElement, args: args as KeyPathContext['args'] });
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

/** The same keyboard pattern inside a shadow root: react-aria finds the parts by ref and reads focus from the shadow root. */
export const KeysInAShadowRoot: Story = {
  decorators: [inShadowRoot],
  render: (args) => (
    <>
      <ZoneSearch {...args} />
      <NextField />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowRootOf(canvasElement);
    await playComboboxKeys({
      canvas: withinShadowRoot(canvasElement),
      focused: () => shadow.activeElement,
      args: args as KeyPathContext['args'],
    });
  },
};

/** Marks an element once the consumer's ref has received it. */
const seen: RefCallback<HTMLElement> = (element) => {
  if (element) element.dataset.refSeen = 'true';
};

/** Refs on every part, the way an app measures or focuses them: each is merged with the part's own, never replacing it. */
function ZoneSearchWithRefs({ onValueChange, onOpenChange }: ZoneSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <TimeZonePicker.Root
        at={AT}
        zones={ZONES}
        defaultValue={FIXTURE_TIME_ZONE}
        detectedTimeZone="America/Sao_Paulo"
        onValueChange={onValueChange}
        onOpenChange={onOpenChange}
        className="headless-demo"
        ref={seen}
      >
        <TimeZonePicker.Label ref={seen} style={{ fontWeight: 600 }} />
        <div className="headless-tz-control">
          <TimeZonePicker.Input
            ref={input}
            onFocus={(event) => {
              // The consumer's object ref holds the very element that has focus.
              event.currentTarget.dataset.refSeen = String(input.current === event.currentTarget);
            }}
          />
          <TimeZonePicker.Trigger ref={seen} />
        </div>
        <TimeZonePicker.Content ref={seen} className="headless-tz-panel">
          <TimeZonePicker.Listbox ref={seen}>
            {(zone) => <TimeZonePicker.Option key={zone.id} zone={zone} ref={seen} className="headless-tz-option" />}
          </TimeZonePicker.Listbox>
          <TimeZonePicker.Empty ref={seen} />
        </TimeZonePicker.Content>
        <TimeZonePicker.Detected ref={seen} />
        <TimeZonePicker.Status ref={seen} className="headless-visually-hidden" />
      </TimeZonePicker.Root>
      <NextField />
    </>
  );
}

/** With a ref on every part, each ref gets its element and the keyboard pattern still works. */
export const WithRefsOnEveryPart: Story = {
  render: (args) => <ZoneSearchWithRefs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const parts = ['root', 'label', 'trigger', 'detected', 'status'];
    for (const part of parts) {
      await expect(canvasElement.querySelector(`[data-part="${part}"]`)).toHaveAttribute('data-ref-seen', 'true');
    }
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.click(input);
    await expect(input).toHaveAttribute('data-ref-seen', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await findResults(canvas);
    await expect(listbox).toHaveAttribute('data-ref-seen', 'true');
    await expect(canvasElement.querySelector('[data-part="content"]')).toHaveAttribute('data-ref-seen', 'true');
    for (const option of within(listbox).getAllByRole('option')) await expect(option).toHaveAttribute('data-ref-seen', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(input);
    await userEvent.keyboard('atlantis');
    await expect(
      await within(canvasElement).findByText('No Timezone found!', { selector: '[data-part="empty"]' }),
    ).toHaveAttribute('data-ref-seen', 'true');
    await userEvent.keyboard('{Escape}');
    await playComboboxKeys({ canvas, focused: () => document.activeElement, args: args as KeyPathContext['args'] });
    // Tab went on to the next control in the picker, the detected zone's button.
    await expect(canvas.getByRole('button', { name: /Use detected time zone/ })).toHaveFocus();
  },
};
