import { ServicePicker, type ServicePickerOptionState } from '@booking-kit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SERVICES, SPA_MENU_CATEGORIES } from '../fixtures/services';
import { inShadowRoot, shadowRootOf } from '../fixtures/shadow-root';
import './headless.css';

/** The app's own row class, plus a hook for its state (where a cva variant would go). */
const rowClassName = ({ isSelected }: ServicePickerOptionState) => `headless-service-row${isSelected ? ' is-in-cart' : ''}`;

interface CartListProps {
  onValueChange: (value: string[]) => void;
  /** A service menu's headings; without them the list is one group. */
  categories?: typeof SPA_MENU_CATEGORIES;
  /** The most services in the cart. */
  max?: number;
  defaultValue?: string[];
  /** Slugs that cannot be chosen. */
  disabledValues?: string[];
}

/** A compact cart list in `multiple` mode: one row per service, its name and description left, price and length right. */
function CartList({ onValueChange, categories, max, defaultValue, disabledValues }: CartListProps) {
  return (
    <ServicePicker.Root
      services={SERVICES}
      categories={categories}
      selectionMode="multiple"
      max={max}
      defaultValue={defaultValue}
      disabledValues={disabledValues}
      onValueChange={onValueChange}
      className="headless-demo"
    >
      {(api) => (
        <>
          <ServicePicker.Label asChild>
            <h2>{api.label}</h2>
          </ServicePicker.Label>
          {api.groups.map((group) => (
            <ServicePicker.Group key={group.index} group={group} className="headless-service-list">
              {group.name !== null && (
                <ServicePicker.GroupLabel asChild>
                  <h3 style={{ padding: '0.5rem 0.75rem 0' }}>{group.name}</h3>
                </ServicePicker.GroupLabel>
              )}
              {group.services.map((service) => (
                <ServicePicker.Option key={service.slug} service={service} className={rowClassName}>
                  <ServicePicker.Indicator />
                  <span className="headless-service-text">
                    <ServicePicker.OptionName />
                    <ServicePicker.OptionDescription className="headless-muted" />
                  </span>
                  <span className="headless-service-meta">
                    <ServicePicker.OptionPrice />
                    <span className="headless-muted">
                      <ServicePicker.OptionDuration /> · <ServicePicker.OptionLocation />
                    </span>
                  </span>
                </ServicePicker.Option>
              ))}
            </ServicePicker.Group>
          ))}
          <ServicePicker.MaxHint className="headless-muted" />
        </>
      )}
    </ServicePicker.Root>
  );
}

const meta = {
  title: 'React/ServicePicker',
  component: CartList,
  args: { onValueChange: fn() },
} satisfies Meta<typeof CartList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A compact cart list: each row is a checkbox named by the service and described by the price,
 * lengths and place the parts format; Tab goes from row to row and Space toggles.
 */
export const CompactCartList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Choose services' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Choose services' });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(5);
    const intro = canvas.getByRole('checkbox', { name: 'Intro call' });
    const swedish = canvas.getByRole('checkbox', { name: 'Swedish massage' });
    // The price, length and place texts come from the parts, in the active locale.
    await expect(within(intro).getByText('Free')).toHaveAttribute('data-free');
    await expect(within(intro).getByText('Online')).toHaveAttribute('data-location', 'online');
    await expect(within(swedish).getByText('€45.00')).toHaveAttribute('data-part', 'option-price');
    await expect(within(swedish).getByText('30, 60, or 90 min')).toHaveAttribute('data-part', 'option-duration');
    await expect(swedish).toHaveAccessibleDescription(
      'Long, gentle strokes for deep relaxation. €45.00 30, 60, or 90 min In person',
    );

    await userEvent.tab();
    await expect(intro).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(intro).toBeChecked();
    await expect(intro).toHaveAttribute('data-state', 'checked');
    await expect(intro).toHaveClass('is-in-cart');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['intro-call']);
    await userEvent.tab();
    await expect(swedish).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['intro-call', 'swedish-massage']);
    // Space again takes it out of the cart.
    await userEvent.keyboard(' ');
    await expect(swedish).not.toBeChecked();
    await expect(swedish).toHaveAttribute('data-state', 'unchecked');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['intro-call']);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Classic facial' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['intro-call', 'facial']);
  },
};

/**
 * The spa's menu under the app's own `<h3>` headings (`GroupLabel` with `asChild`), limited to two
 * services: at the limit the other rows say why they cannot be added, until one is removed.
 */
export const MenuWithLimit: Story = {
  args: { categories: SPA_MENU_CATEGORIES, max: 2, defaultValue: ['deep-tissue'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Choose services' })).toHaveAttribute('data-selection-mode', 'multiple');
    const massage = canvas.getByRole('group', { name: 'Massage' });
    await expect(within(massage).getAllByRole('checkbox')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Face' })).toHaveAttribute('data-part', 'group-label');
    const hint = canvas.getByRole('status');
    await expect(hint).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Classic facial' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['deep-tissue', 'facial']);
    await expect(hint).toHaveTextContent('You can choose up to 2 services.');
    const yoga = canvas.getByRole('checkbox', { name: 'Morning yoga class' });
    await expect(yoga).toHaveAttribute('aria-disabled', 'true');
    await expect(yoga).toHaveAttribute('data-at-max');
    await expect(yoga).toHaveAccessibleDescription(
      'All levels welcome; mats provided. €15.00 60 min In person You can choose up to 2 services.',
    );
    // Space on a row at the limit adds nothing.
    yoga.focus();
    await userEvent.keyboard(' ');
    await expect(yoga).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    // Removing one frees the rest.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Deep tissue massage' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['facial']);
    await expect(hint).toBeEmptyDOMElement();
    await expect(yoga).not.toHaveAttribute('data-at-max');
    await userEvent.click(yoga);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['facial', 'yoga-class']);
  },
};

/** One ref per part, as an app that measures or scrolls them would pass. */
const partRefs = {
  root: createRef<HTMLDivElement>(),
  label: createRef<HTMLHeadingElement>(),
  groups: new Map<number, HTMLElement>(),
  groupLabels: new Map<number, HTMLElement>(),
  options: new Map<string, HTMLElement>(),
  indicators: new Map<string, HTMLElement>(),
  names: new Map<string, HTMLElement>(),
  descriptions: new Map<string, HTMLElement>(),
  details: new Map<string, HTMLElement>(),
  prices: new Map<string, HTMLElement>(),
  durations: new Map<string, HTMLElement>(),
  locations: new Map<string, HTMLElement>(),
};

function keep<K>(map: Map<K, HTMLElement>, key: K) {
  return (element: HTMLElement | null) => {
    if (element) map.set(key, element);
    else map.delete(key);
  };
}

interface SingleMenuProps {
  onValueChange: (value: string[]) => void;
  /** Slugs that cannot be chosen. */
  disabledValues?: string[];
}

/** The spa's menu in `single` mode, every part composed by hand and given a ref. */
function SingleMenu({ onValueChange, disabledValues }: SingleMenuProps) {
  return (
    <ServicePicker.Root
      ref={partRefs.root}
      services={SERVICES}
      categories={SPA_MENU_CATEGORIES}
      disabledValues={disabledValues}
      onValueChange={onValueChange}
      className="headless-demo"
    >
      {(api) => (
        <>
          <ServicePicker.Label ref={partRefs.label} asChild>
            <h2>{api.label}</h2>
          </ServicePicker.Label>
          {api.groups.map((group) => (
            <ServicePicker.Group
              key={group.index}
              ref={keep(partRefs.groups, group.index)}
              group={group}
              className="headless-service-list"
            >
              <ServicePicker.GroupLabel ref={keep(partRefs.groupLabels, group.index)} asChild>
                <h3 style={{ padding: '0.5rem 0.75rem 0' }}>{group.name}</h3>
              </ServicePicker.GroupLabel>
              {group.services.map((service) => (
                <ServicePicker.Option
                  key={service.slug}
                  ref={keep(partRefs.options, service.slug)}
                  service={service}
                  className={rowClassName}
                >
                  <ServicePicker.Indicator ref={keep(partRefs.indicators, service.slug)} />
                  <span className="headless-service-text">
                    <ServicePicker.OptionName ref={keep(partRefs.names, service.slug)} />
                    <ServicePicker.OptionDescription ref={keep(partRefs.descriptions, service.slug)} className="headless-muted" />
                  </span>
                  <ServicePicker.OptionDetails ref={keep(partRefs.details, service.slug)} className="headless-service-meta">
                    <ServicePicker.OptionPrice ref={keep(partRefs.prices, service.slug)} />
                    <span className="headless-muted">
                      <ServicePicker.OptionDuration ref={keep(partRefs.durations, service.slug)} /> ·{' '}
                      <ServicePicker.OptionLocation ref={keep(partRefs.locations, service.slug)} />
                    </span>
                  </ServicePicker.OptionDetails>
                </ServicePicker.Option>
              ))}
            </ServicePicker.Group>
          ))}
        </>
      )}
    </ServicePicker.Root>
  );
}

/**
 * One service from the spa's menu, a ref on every part: each ref receives its element (merged
 * with the part's own props, never replacing them), and the radio group's keys still work: arrows
 * move and choose across the headings' groups, skipping the one that cannot be chosen, Home/End
 * jump, and Tab leaves the group.
 */
export const SingleMenuRefOnEveryPart: Story = {
  args: { disabledValues: ['facial'] },
  render: (args) => <SingleMenu onValueChange={args.onValueChange} disabledValues={args.disabledValues} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(partRefs.root.current).toBe(canvas.getByRole('group', { name: 'Choose a service' }));
    await expect(partRefs.label.current).toBe(canvas.getByRole('heading', { level: 2, name: 'Choose a service' }));
    await expect(partRefs.groups.get(0)).toBe(canvas.getByRole('radiogroup', { name: 'Massage' }));
    await expect(partRefs.groupLabels.get(1)).toBe(canvas.getByRole('heading', { level: 3, name: 'Face' }));
    const swedish = canvas.getByRole('radio', { name: 'Swedish massage' });
    await expect(partRefs.options.get('swedish-massage')).toBe(swedish);
    await expect(partRefs.indicators.get('swedish-massage')).toHaveAttribute('data-part', 'indicator');
    await expect(partRefs.names.get('swedish-massage')).toHaveTextContent('Swedish massage');
    await expect(partRefs.descriptions.get('swedish-massage')).toHaveAttribute('data-part', 'option-description');
    await expect(partRefs.details.get('swedish-massage')).toHaveAttribute('data-part', 'option-details');
    await expect(partRefs.prices.get('swedish-massage')).toHaveTextContent('€45.00');
    await expect(partRefs.durations.get('swedish-massage')).toHaveTextContent('30, 60, or 90 min');
    await expect(partRefs.locations.get('swedish-massage')).toHaveTextContent('In person');
    await expect(partRefs.options.size).toBe(5);

    await userEvent.tab();
    await expect(swedish).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(partRefs.options.get('deep-tissue')).toHaveFocus();
    await expect(partRefs.options.get('deep-tissue')).toBeChecked();
    // Into the next heading's group, past the facial, which cannot be chosen.
    await userEvent.keyboard('{ArrowDown}');
    await expect(partRefs.options.get('yoga-class')).toHaveFocus();
    await expect(partRefs.options.get('yoga-class')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['yoga-class']);
    await userEvent.keyboard('{End}');
    await expect(partRefs.options.get('intro-call')).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(swedish).toHaveFocus();
    await expect(swedish).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(partRefs.options.get('intro-call')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(swedish).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['swedish-massage']);
    // One tab stop for the whole menu: Tab leaves it.
    await userEvent.tab();
    await expect(partRefs.root.current?.contains(document.activeElement)).toBe(false);
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
 * The same menu mounted inside a shadow root (its own React root): arrows, Home/End and the one
 * tab stop work as on the page, because focus moves through react-aria's focus manager over the
 * picker's own subtree.
 */
export const SingleMenuInShadowRoot: Story = {
  args: { disabledValues: ['facial'] },
  decorators: [inShadowRoot],
  render: (args) => <SingleMenu onValueChange={args.onValueChange} disabledValues={args.disabledValues} />,
  play: async ({ canvasElement, args }) => {
    const shadow = await pickerShadowRoot(canvasElement);
    const canvas = within(shadow as unknown as HTMLElement);
    const menu = canvas.getByRole('group', { name: 'Choose a service' });
    const swedish = canvas.getByRole('radio', { name: 'Swedish massage' });
    const deep = canvas.getByRole('radio', { name: 'Deep tissue massage' });
    const yoga = canvas.getByRole('radio', { name: 'Morning yoga class' });
    const call = canvas.getByRole('radio', { name: 'Intro call' });
    const tabStops = () =>
      within(menu)
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex === 0);
    // Testing Library's Tab does not enter shadow roots; the menu's one tab stop is the first option.
    await expect(tabStops()).toEqual([swedish]);
    swedish.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(shadow.activeElement).toBe(deep);
    await expect(deep).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(shadow.activeElement).toBe(yoga);
    await expect(yoga).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(shadow.activeElement).toBe(call);
    await userEvent.keyboard('{Home}');
    await expect(shadow.activeElement).toBe(swedish);
    await userEvent.keyboard('{ArrowUp}');
    await expect(shadow.activeElement).toBe(call);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['intro-call']);
    await expect(tabStops()).toEqual([call]);
  },
};
