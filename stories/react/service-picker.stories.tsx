import { ServicePicker, type ServicePickerOptionState } from '@booking-kit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SERVICES, SPA_MENU_CATEGORIES } from '../fixtures/services';
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
}

/** A compact cart list in `multiple` mode: one row per service, its name and description left, price and length right. */
function CartList({ onValueChange, categories, max, defaultValue }: CartListProps) {
  return (
    <ServicePicker.Root
      services={SERVICES}
      categories={categories}
      selectionMode="multiple"
      max={max}
      defaultValue={defaultValue}
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
