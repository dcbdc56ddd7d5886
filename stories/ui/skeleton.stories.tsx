import { LOADING_DELAY_MS, LoadingState, Skeleton } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Skeleton',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every CSS rule of the page, including those inside `@import`ed sheets. */
function allRules(): CSSRule[] {
  const collect = (rules: CSSRuleList): CSSRule[] =>
    [...rules].flatMap((rule) => (rule instanceof CSSImportRule && rule.styleSheet ? collect(rule.styleSheet.cssRules) : [rule]));
  return [...document.styleSheets].flatMap((sheet) => collect(sheet.cssRules));
}

/** The default: three lines of text; screen readers hear 'Loading…' once, not the shapes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'));
    const skeleton = canvasElement.querySelector('[data-scope="skeleton"][data-part="root"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.querySelectorAll('[data-scope="skeleton"][data-part="shape"]')).toHaveLength(3);
    // The status is for screen readers; sighted visitors see the shapes.
    await expect(canvasElement.querySelector('[data-scope="loading-state"]')).toHaveClass('bk-loading-state--label-hidden');
    await expect(canvas.getByRole('status').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/**
 * The fallback of a lazily loaded part shows nothing at first (the spec's default is
 * LOADING_DELAY_MS, 200 ms), so a part that arrives sooner never flashes a placeholder; then the
 * shapes and 'Loading…'. This story waits 1.5 s, long enough to be watched on a busy machine.
 */
export const Delayed: Story = {
  args: { delayMs: 1500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(LOADING_DELAY_MS).toBe(200);
    await expect(canvasElement.querySelector('[data-scope="loading-state"]')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'), { timeout: 5000 });
  },
};

/** Each variant: text lines, a block, a circle and a slot grid, all hidden from assistive technology. */
export const Variants: Story = {
  args: {
    label: 'Loading your booking…',
    children: (
      <>
        <Skeleton variant="circle" />
        <Skeleton variant="text" count={2} style={{ maxWidth: '20rem' }} />
        <Skeleton variant="block" style={{ height: '8rem' }} />
        <Skeleton variant="slot-grid" count={8} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading your booking…'));
    for (const [variant, shapes] of [
      ['circle', 1],
      ['text', 2],
      ['block', 1],
      ['slot-grid', 8],
    ] as const) {
      const skeleton = canvasElement.querySelector(`.bk-skeleton--${variant}`);
      await expect(skeleton).toBeVisible();
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
      await expect(skeleton?.querySelectorAll('[data-scope="skeleton"][data-part="shape"]')).toHaveLength(shapes);
    }
    const circle = canvasElement.querySelector('.bk-skeleton--circle [data-part="shape"]') as HTMLElement;
    await expect(circle.getBoundingClientRect().width).toBe(circle.getBoundingClientRect().height);
    // Nothing but the status is exposed: the shapes add no names, roles or text.
    await expect(canvasElement.querySelector('[data-scope="loading-state"][data-part="root"]')).toHaveTextContent(
      'Loading your booking…',
    );
  },
};

/** The slot grid mirrors the slot picker's times while they load, with its own 'Finding slots…'. */
export const SlotGrid: Story = {
  args: { label: 'Finding slots…', showLabel: true, children: <Skeleton variant="slot-grid" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Finding slots…'));
    await expect(status).toBeVisible();
    await expect(canvasElement.querySelectorAll('.bk-skeleton--slot-grid [data-part="shape"]')).toHaveLength(6);
  },
};

/** The shimmer runs, and stops for visitors who ask for reduced motion (`prefers-reduced-motion`). */
export const ReducedMotion: Story = {
  args: { children: <Skeleton variant="block" /> },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[data-scope="skeleton"][data-part="shape"]') as HTMLElement;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(shape).animationName).toBe(reduce ? 'none' : 'bk-skeleton-shimmer');
    const stopsShimmer = allRules().some(
      (rule) =>
        rule instanceof CSSMediaRule &&
        rule.conditionText.includes('prefers-reduced-motion: reduce') &&
        [...rule.cssRules].some(
          (inner) =>
            inner instanceof CSSStyleRule &&
            inner.selectorText.includes('[data-scope="skeleton"][data-part="shape"]') &&
            inner.style.animationName === 'none',
        ),
    );
    await expect(stopsShimmer).toBe(true);
  },
};

/** Long text: a long visible label wraps inside the root instead of overflowing. */
export const LongText: Story = {
  args: {
    showLabel: true,
    label:
      'Loading the available appointments for every practitioner at all of our locations across the region, which can take a few seconds…',
    style: { maxWidth: '18rem' },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Loading the available appointments/));
    await expect(status).toBeVisible();
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth);
  },
};

/** German: the default announcement comes from the de catalog. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wird geladen…'));
  },
};

/** Dark theme: the shapes use the dark skeleton token and stay visible. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { showLabel: true, children: <Skeleton variant="slot-grid" count={4} /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…'));
    const shape = canvasElement.querySelector('[data-scope="skeleton"][data-part="shape"]') as HTMLElement;
    await expect(getComputedStyle(shape).backgroundImage).toContain('rgb(51, 65, 85)');
  },
};
