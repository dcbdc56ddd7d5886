import { ANY_STAFF, StaffPicker, type StaffPickerOptionState } from '@booking-kit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STAFF } from '../fixtures/services';
import { inShadowRoot, shadowRootOf } from '../fixtures/shadow-root';
import './headless.css';

/** The app's own class names, derived from the option's state (where a cva variant would go). */
const optionClassName = ({ isSelected, isDisabled }: StaffPickerOptionState) =>
  ['headless-staff-option', isSelected && 'is-selected', isDisabled && 'is-disabled'].filter(Boolean).join(' ');

interface AvatarRowProps {
  onValueChange: (value: string) => void;
  /** Slugs that cannot be chosen (e.g. not free at the chosen time). */
  disabledValues?: string[];
  /** Render each option as the app's own `<button>` through `asChild`. */
  asButtons?: boolean;
}

/** A row of round avatars composed from the unstyled parts, the way an app with its own design would. */
function AvatarRow({ onValueChange, disabledValues, asButtons = false }: AvatarRowProps) {
  return (
    <StaffPicker.Root staff={STAFF} onValueChange={onValueChange} disabledValues={disabledValues} className="headless-demo">
      {(api) => (
        <>
          <StaffPicker.Label asChild>
            <h2>{api.label}</h2>
          </StaffPicker.Label>
          <div className="headless-avatar-row">
            {api.options.map((option) => {
              // "Any" has no initials; the app shows its own mark. The avatar is aria-hidden either way.
              const content = (
                <>
                  <StaffPicker.Avatar className="headless-avatar">{option.isAny ? '✱' : undefined}</StaffPicker.Avatar>
                  <StaffPicker.OptionName className="headless-staff-name" />
                  {/* The row has no room for it, but the description still describes "any" to screen readers. */}
                  <StaffPicker.OptionDescription className="headless-visually-hidden" />
                </>
              );
              return asButtons ? (
                <StaffPicker.Option key={option.value} value={option.value} className={optionClassName} asChild>
                  <button type="button">{content}</button>
                </StaffPicker.Option>
              ) : (
                <StaffPicker.Option key={option.value} value={option.value} className={optionClassName}>
                  {content}
                </StaffPicker.Option>
              );
            })}
          </div>
          {/* The root's API is at hand for anything else the design needs, e.g. repeating the choice. */}
          <p className="headless-muted" data-testid="chosen">
            {api.getOption(api.state.value)?.description ?? api.getOption(api.state.value)?.name}
          </p>
        </>
      )}
    </StaffPicker.Root>
  );
}

const meta = {
  title: 'React/StaffPicker',
  component: AvatarRow,
  args: { onValueChange: fn() },
} satisfies Meta<typeof AvatarRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An avatar row from `Root` (render-prop children give the API), `Label` as the app's `<h2>`,
 * and `Option` with a `className` function of its state; arrows move and choose.
 */
export const AvatarRowKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Choose a staff member' });
    await expect(heading).toHaveAttribute('data-part', 'label');
    const group = canvas.getByRole('radiogroup', { name: 'Choose a staff member' });
    await expect(group).toHaveAttribute('data-scope', 'staff-picker');
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    const [any, anna] = radios as [HTMLElement, HTMLElement];
    // "Any available staff" is chosen until the visitor picks someone; its state shows as data-* and as the app's class.
    await expect(any).toHaveAccessibleName('Any available staff');
    await expect(any).toHaveAccessibleDescription('Whoever is free at your time takes the appointment.');
    await expect(any).toHaveAttribute('data-state', 'checked');
    await expect(any).toHaveAttribute('data-selected');
    await expect(any).toHaveAttribute('data-any');
    await expect(any).toHaveClass('headless-staff-option', 'is-selected');
    await expect(within(anna).getByText('AV')).toHaveAttribute('aria-hidden', 'true');
    await expect(anna).toHaveAttribute('data-state', 'unchecked');
    await expect(anna).not.toHaveAttribute('data-selected');

    await userEvent.tab();
    await expect(any).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(anna).toHaveFocus();
    await expect(anna).toBeChecked();
    await expect(anna).toHaveAttribute('data-state', 'checked');
    await expect(anna).toHaveClass('is-selected');
    await expect(any).not.toHaveClass('is-selected');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('anna-de-vries');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Anna de Vries');
    // Arrows wrap: from the last person back to "any".
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Dorota Nowak' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dorota-nowak');
    await userEvent.keyboard('{ArrowDown}');
    await expect(any).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(ANY_STAFF);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Dorota Nowak' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(4);
  },
};

/**
 * `asChild` renders each option as the app's own `<button>` with the part's role, state and
 * keyboard merged in; a person who is not free is `aria-disabled` and skipped by the arrows.
 */
export const ButtonsWithAsChild: Story = {
  args: { asButtons: true, disabledValues: ['chloe-dubois'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bram = canvas.getByRole('radio', { name: 'Bram Jansen' });
    await expect(bram.tagName).toBe('BUTTON');
    await expect(bram).toHaveAttribute('type', 'button');
    await expect(bram).toHaveAttribute('data-part', 'option');
    await expect(bram).toHaveClass('headless-staff-option');
    const chloe = canvas.getByRole('radio', { name: 'Chloé Dubois' });
    await expect(chloe).toHaveAttribute('aria-disabled', 'true');
    await expect(chloe).toHaveAttribute('data-disabled');
    await expect(chloe).toHaveClass('is-disabled');

    await userEvent.click(bram);
    await expect(bram).toHaveFocus();
    await expect(bram).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('bram-jansen');
    // Chloé is skipped: the arrow goes from Bram straight to Dorota.
    await userEvent.keyboard('{ArrowRight}');
    const dorota = canvas.getByRole('radio', { name: 'Dorota Nowak' });
    await expect(dorota).toHaveFocus();
    await expect(dorota).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dorota-nowak');
    // Clicking a disabled person changes nothing.
    await userEvent.click(chloe);
    await expect(chloe).not.toBeChecked();
    await expect(dorota).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

/** The story's shadow root, once the picker has rendered into it. */
async function pickerShadowRoot(canvasElement: HTMLElement): Promise<ShadowRoot> {
  return waitFor(() => {
    const shadow = shadowRootOf(canvasElement);
    if (!shadow.querySelector('[role="radio"]')) throw new Error('the picker has not rendered in the shadow root yet');
    return shadow;
  });
}

/**
 * Mounted inside a shadow root (its own React root): arrows, Home/End and the one tab stop work
 * as on the page, because focus moves through react-aria's focus manager over the picker's own subtree.
 */
export const InShadowRoot: Story = {
  args: { disabledValues: ['chloe-dubois'] },
  decorators: [inShadowRoot],
  play: async ({ canvasElement, args }) => {
    const shadow = await pickerShadowRoot(canvasElement);
    const canvas = within(shadow as unknown as HTMLElement);
    const group = canvas.getByRole('radiogroup', { name: 'Choose a staff member' });
    const any = canvas.getByRole('radio', { name: 'Any available staff' });
    const bram = canvas.getByRole('radio', { name: 'Bram Jansen' });
    const dorota = canvas.getByRole('radio', { name: 'Dorota Nowak' });

    // Testing Library's Tab does not enter shadow roots; the group's one tab stop is the chosen option.
    await expect(
      within(group)
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex === 0),
    ).toEqual([any]);
    any.focus();
    await expect(shadow.activeElement).toBe(any);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(shadow.activeElement).toBe(bram);
    await expect(bram).toBeChecked();
    // Chloé cannot be chosen: the arrow skips her.
    await userEvent.keyboard('{ArrowDown}');
    await expect(shadow.activeElement).toBe(dorota);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dorota-nowak');
    await userEvent.keyboard('{Home}');
    await expect(shadow.activeElement).toBe(any);
    await expect(any).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(shadow.activeElement).toBe(dorota);
    await userEvent.keyboard('{ArrowUp}');
    await expect(shadow.activeElement).toBe(bram);
    // Still one tab stop, now on the chosen option, so Tab leaves the group.
    await expect(
      within(group)
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex === 0),
    ).toEqual([bram]);
  },
};

/** One ref per part, as an app that measures or scrolls them would pass. */
const partRefs = {
  root: createRef<HTMLDivElement>(),
  label: createRef<HTMLHeadingElement>(),
  options: new Map<string, HTMLElement>(),
  avatars: new Map<string, HTMLElement>(),
  names: new Map<string, HTMLElement>(),
  description: createRef<HTMLSpanElement>(),
};

/** Every part given a ref: the root, the label (as the app's `<h2>`), each option and its texts. */
function WithRefs({ onValueChange }: Pick<AvatarRowProps, 'onValueChange'>) {
  const keep = (map: Map<string, HTMLElement>, key: string) => (element: HTMLElement | null) => {
    if (element) map.set(key, element);
    else map.delete(key);
  };
  return (
    <StaffPicker.Root ref={partRefs.root} staff={STAFF} onValueChange={onValueChange} className="headless-demo">
      {(api) => (
        <>
          <StaffPicker.Label ref={partRefs.label} asChild>
            <h2>{api.label}</h2>
          </StaffPicker.Label>
          <div className="headless-avatar-row">
            {api.options.map((option) => (
              <StaffPicker.Option
                key={option.value}
                ref={keep(partRefs.options, option.value)}
                value={option.value}
                className={optionClassName}
              >
                <StaffPicker.Avatar ref={keep(partRefs.avatars, option.value)} className="headless-avatar">
                  {option.isAny ? '✱' : undefined}
                </StaffPicker.Avatar>
                <StaffPicker.OptionName ref={keep(partRefs.names, option.value)} className="headless-staff-name" />
                <StaffPicker.OptionDescription
                  ref={option.isAny ? partRefs.description : undefined}
                  className="headless-visually-hidden"
                />
              </StaffPicker.Option>
            ))}
          </div>
        </>
      )}
    </StaffPicker.Root>
  );
}

/**
 * A ref on every part receives its element (merged with the part's own props, never replacing
 * them), and the arrows still move and choose.
 */
export const RefOnEveryPart: Story = {
  render: (args) => <WithRefs onValueChange={args.onValueChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(partRefs.root.current).toBe(canvas.getByRole('radiogroup', { name: 'Choose a staff member' }));
    await expect(partRefs.label.current).toBe(canvas.getByRole('heading', { level: 2, name: 'Choose a staff member' }));
    const anna = canvas.getByRole('radio', { name: 'Anna de Vries' });
    await expect(partRefs.options.get('anna-de-vries')).toBe(anna);
    await expect(partRefs.avatars.get('anna-de-vries')).toHaveTextContent('AV');
    await expect(partRefs.names.get('anna-de-vries')).toHaveAttribute('data-part', 'option-name');
    await expect(partRefs.description.current).toHaveAttribute('data-part', 'option-description');
    await expect(partRefs.options.size).toBe(5);

    await userEvent.tab();
    await expect(partRefs.options.get(ANY_STAFF)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(anna).toHaveFocus();
    await expect(anna).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(partRefs.options.get('dorota-nowak')).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dorota-nowak');
    // One tab stop: Tab leaves the group.
    await userEvent.tab();
    await expect(partRefs.root.current?.contains(document.activeElement)).toBe(false);
  },
};
