import { useLocale } from '@booking-kit/react';
import { Button, type ButtonProps } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The booking page's submit button, labelled from the catalog. */
function SubmitButton(props: ButtonProps) {
  const { t } = useLocale();
  return <Button {...props}>{props.isPending ? t('booking.scheduling') : t('booking.submit')}</Button>;
}

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { onClick: fn(), variant: 'primary', size: 'md', isPending: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => <SubmitButton {...args} />,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor clicks the primary action. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** While booking is sent: busy, still focusable, and a second click does nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Scheduling…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Every variant and size, reached with the keyboard. */
export const Variants: Story = {
  render: (args) => {
    return (
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <SubmitButton {...args} variant="primary" size="lg" />
        <SubmitButton {...args} variant="secondary" size="md" />
        <SubmitButton {...args} variant="ghost" size="sm" />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [primary, secondary, ghost] = canvas.getAllByRole('button', { name: 'Book appointment' });
    await userEvent.tab();
    await expect(primary).toHaveFocus();
    await userEvent.tab();
    await expect(secondary).toHaveFocus();
    await userEvent.tab();
    await expect(ghost).toHaveFocus();
    await expect(ghost).toHaveClass('bk-button--ghost');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/**
 * How each interaction shows: the button reached with Tab has the focus ring, the one under the
 * pointer its hover, and a clicked one no ring (the parts' `data-focus-visible` and
 * `data-hovered`, from react-aria, which tell the keyboard from the pointer).
 */
export const InteractionStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <SubmitButton {...args} variant="secondary" />
      <SubmitButton {...args} variant="secondary" />
      <SubmitButton {...args} variant="ghost" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [clicked, tabbed, hovered] = canvas.getAllByRole('button', { name: 'Book appointment' }) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await userEvent.click(clicked);
    await expect(clicked).toHaveFocus();
    await expect(clicked).not.toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(tabbed).toHaveFocus();
    await expect(tabbed).toHaveAttribute('data-focus-visible', '');
    await userEvent.hover(hovered);
    await expect(hovered).toHaveAttribute('data-hovered', '');
    await expect(clicked).not.toHaveAttribute('data-hovered');
  },
};
