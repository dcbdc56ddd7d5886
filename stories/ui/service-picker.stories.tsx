import { ServicePicker } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DEEP_TISSUE,
  INTRO_CALL,
  LONG_SERVICE,
  MANY_SERVICES,
  SERVICES,
  SPA_MENU_CATEGORIES,
  SWEDISH_MASSAGE,
  YOGA_CLASS,
} from '../fixtures/services';

const meta = {
  title: 'UI/ServicePicker',
  component: ServicePicker,
  args: { services: SERVICES, onValueChange: fn() },
} satisfies Meta<typeof ServicePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One service: a radio group; each option is named by the service and described by its facts. */
export const Single: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Choose a service' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    const massage = canvas.getByRole('radio', { name: 'Swedish massage' });
    await expect(massage).toHaveAccessibleDescription(
      'Long, gentle strokes for deep relaxation. €45.00 30, 60, or 90 min In person',
    );
    await userEvent.click(massage);
    await expect(massage).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['swedish-massage']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Deep tissue massage' }));
    await expect(massage).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['deep-tissue']);
  },
};

/** Keyboard: one tab stop; arrows move and choose (wrapping), Home/End jump, Space chooses. */
export const KeyboardPath: Story = {
  args: { defaultValue: [SWEDISH_MASSAGE.slug] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Swedish massage' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Deep tissue massage' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Deep tissue massage' })).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Morning yoga class' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Intro call' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}');
    await expect(canvas.getByRole('radio', { name: 'Intro call' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['intro-call']);
    // Only the chosen radio is a tab stop: Tab leaves the group.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Several services for a cart: checkboxes, each a tab stop; Space toggles. */
export const MultipleCart: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Choose services' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Swedish massage' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Classic facial' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['swedish-massage', 'facial']);
    // Every checkbox is a tab stop: back from the facial, past deep tissue, to the massage.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('checkbox', { name: 'Swedish massage' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Swedish massage' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['facial']);
  },
};

/** A service menu's categories: headings name the groups; arrows cross from one to the next. */
export const Categories: Story = {
  args: { categories: SPA_MENU_CATEGORIES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('group', { name: 'Choose a service' });
    const massage = within(menu).getByRole('radiogroup', { name: 'Massage' });
    await expect(
      within(massage)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([expect.stringContaining('Swedish massage'), expect.stringContaining('Deep tissue massage')]);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Classes and advice' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Deep tissue massage' }));
    await userEvent.keyboard('{ArrowDown}');
    const face = canvas.getByRole('radiogroup', { name: 'Face' });
    await expect(within(face).getByRole('radio', { name: 'Classic facial' })).toHaveFocus();
    await expect(within(face).getByRole('radio', { name: 'Classic facial' })).toBeChecked();
  },
};

/** A free service says 'Free' instead of €0.00, and where it takes place. */
export const FreeService: Story = {
  args: { services: [INTRO_CALL, DEEP_TISSUE] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('radio', { name: 'Intro call' });
    await expect(call).toHaveAccessibleDescription('A short video call to find the right treatment. Free 15 min Online');
    await expect(within(call).getByText('Free')).toBeVisible();
  },
};

/** Several lengths in one phrase, the unit written once. */
export const SeveralLengths: Story = {
  args: { services: [SWEDISH_MASSAGE, LONG_SERVICE] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('radio', { name: 'Swedish massage' })).getByText('30, 60, or 90 min')).toBeVisible();
    await expect(within(canvas.getByRole('radio', { name: /Hot-stone/ })).getByText('90 or 120 min')).toBeVisible();
  },
};

/** A disabled service: not a tab stop, not chosen by click, skipped by the arrows. */
export const Disabled: Story = {
  args: { disabledValues: [SWEDISH_MASSAGE.slug] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const massage = canvas.getByRole('radio', { name: 'Swedish massage' });
    await expect(massage).toHaveAttribute('aria-disabled', 'true');
    await expect(massage).toHaveAttribute('tabindex', '-1');
    await userEvent.click(massage);
    await expect(massage).not.toBeChecked();
    await expect(massage).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Intro call' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Deep tissue massage' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Deep tissue massage' })).toBeChecked();
  },
};

/** Long names and descriptions wrap inside the card instead of overflowing it. */
export const LongText: Story = {
  args: { services: [LONG_SERVICE, INTRO_CALL] },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('radio', { name: /Hot-stone aromatherapy/ });
    await expect(within(option).getByText('€1,299.00')).toBeVisible();
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
  },
};

/** Thirty services with ten chosen: the others stop, stay focusable and say why. */
export const ManyServicesAtMax: Story = {
  args: { selectionMode: 'multiple', services: MANY_SERVICES, defaultValue: MANY_SERVICES.slice(0, 10).map((s) => s.slug) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(30);
    await expect(canvas.getByRole('status')).toHaveTextContent('You can choose up to 10 services.');
    const eleventh = canvas.getByRole('checkbox', { name: 'Treatment 11' });
    await expect(eleventh).toHaveAttribute('aria-disabled', 'true');
    await expect(eleventh).toHaveAccessibleDescription('€45.00 60 min In person You can choose up to 10 services.');
    await userEvent.click(eleventh);
    await expect(eleventh).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Treatment 1' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(eleventh);
    await expect(eleventh).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([...MANY_SERVICES.slice(1, 10).map((s) => s.slug), 'treatment-11']);
  },
};

/** Nothing to offer: a plain message, no empty radio group. */
export const Empty: Story = {
  args: { services: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No services are available to book.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** After "Continue" with nothing chosen: the spec's message, announced and linked to the group. */
export const ErrorNothingChosen: Story = {
  args: { required: true, showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Choose a service' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('At least one option must be chosen');
    await expect(group).toHaveAccessibleDescription('At least one option must be chosen');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Classic facial' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** German: the label, 'Kostenlos', lengths with 'oder' and euros written '45,00 €'. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { services: [SWEDISH_MASSAGE, INTRO_CALL, YOGA_CLASS] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Leistung wählen' })).toBeVisible();
    const massage = canvas.getByRole('radio', { name: 'Swedish massage' });
    await expect(within(massage).getByText('45,00 €')).toBeVisible();
    await expect(within(massage).getByText('30, 60 oder 90 Min.')).toBeVisible();
    await expect(within(massage).getByText('Vor Ort')).toBeVisible();
    await expect(within(canvas.getByRole('radio', { name: 'Intro call' })).getByText('Kostenlos')).toBeVisible();
    await expect(within(canvas.getByRole('radio', { name: 'Morning yoga class' })).getByText('15,00 €')).toBeVisible();
  },
};

/** Dark theme: tokens swap, the chosen card and the at-max cards stay AA (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { selectionMode: 'multiple', max: 2, defaultValue: [SWEDISH_MASSAGE.slug, INTRO_CALL.slug] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('checkbox', { name: 'Swedish massage' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Classic facial' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('You can choose up to 2 services.');
  },
};

/** While the services load: the label, card placeholders hidden from screen readers, and 'Loading…' announced. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a service')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'));
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    const shapes = canvasElement.querySelectorAll('[data-scope="skeleton"][data-part="root"]');
    await expect(shapes).toHaveLength(3);
    for (const shape of shapes) await expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Tab shows the ring on the chosen service; the pointer's hover shows on another, without a ring. */
export const KeyboardFocus: Story = {
  args: { defaultValue: [SWEDISH_MASSAGE.slug] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const chosen = canvas.getByRole('radio', { name: 'Swedish massage' });
    await expect(chosen).toHaveFocus();
    await expect(chosen).toHaveAttribute('data-focus-visible', '');
    const hovered = canvas.getByRole('radio', { name: 'Intro call' });
    await userEvent.hover(hovered);
    await expect(hovered).toHaveAttribute('data-hovered', '');
    await expect(hovered).not.toHaveAttribute('data-focus-visible');
  },
};
