import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { ActionPart } from './action-part';
import { HeadingPart } from './heading-part';

const title = { id: 'bk-title', tabIndex: -1, 'data-scope': 'payment-step', 'data-part': 'title' };

describe('HeadingPart', () => {
  it('renders its level with the part props and its own title when given no children', () => {
    const container = render(<HeadingPart own={title} content="Payment" />);
    const heading = container.querySelector('h2') as HTMLElement;
    expect(heading.textContent).toBe('Payment');
    expect(heading.id).toBe('bk-title');
    expect(heading.getAttribute('data-part')).toBe('title');
    expect(heading.tabIndex).toBe(-1);
    expect(render(<HeadingPart level="h3" own={title} content="Guests" />).querySelector('h3')?.textContent).toBe('Guests');
  });

  it("lets the consumer's children, class, id and ref in, keeping the part's ref and attributes", () => {
    const ref = vi.fn();
    const container = render(
      <HeadingPart own={title} content="Payment" id="app-heading" ref={ref} className="app">
        Pay now
      </HeadingPart>,
    );
    const heading = container.querySelector('h2') as HTMLElement;
    expect(heading.textContent).toBe('Pay now');
    expect(heading.className).toBe('app');
    expect(ref).toHaveBeenCalledWith(heading);
    // react-aria's mergeProps: an app's own id wins over a plain one (its generated ids are merged).
    expect(heading.id).toBe('app-heading');
    expect(heading.getAttribute('data-part')).toBe('title');
  });

  it('with asChild renders the app heading, filled with the title when empty', () => {
    const container = render(
      <HeadingPart own={title} content="Payment" asChild>
        {/* biome-ignore lint/a11y/useHeadingContent: the part fills the empty heading with its title, which is what is tested */}
        <h1 className="page-title" />
      </HeadingPart>,
    );
    const heading = container.querySelector('h1') as HTMLElement;
    expect(container.querySelector('h2')).toBeNull();
    expect(heading.textContent).toBe('Payment');
    expect(heading.className).toBe('page-title');
    expect(heading.getAttribute('data-part')).toBe('title');
  });
});

describe('ActionPart', () => {
  const submit = (onClick: () => void) => ({
    type: 'submit',
    onClick,
    'aria-busy': true,
    'aria-disabled': true,
    'data-scope': 'details-form',
    'data-part': 'submit',
  });

  it('renders a button with the part props and its label', () => {
    const container = render(<ActionPart own={submit(vi.fn())} content="Scheduling…" />);
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Scheduling…');
    expect(button.type).toBe('submit');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it("runs the consumer's handler first, which can prevent the part's own", () => {
    const calls: string[] = [];
    const own = vi.fn(() => calls.push('part'));
    const container = render(
      <ActionPart
        own={submit(own)}
        content="Book appointment"
        onClick={(event) => {
          calls.push('app');
          if (calls.length > 2) event.preventDefault();
        }}
      />,
    );
    const button = container.querySelector('button') as HTMLButtonElement;
    act(() => button.click());
    expect(calls).toEqual(['app', 'part']);
    act(() => button.click());
    expect(calls).toEqual(['app', 'part', 'app']);
  });

  it('with asChild makes the app element the action, its ref merged and its label the part one when empty', () => {
    const ref = vi.fn();
    const onClick = vi.fn();
    const container = render(
      <ActionPart own={{ type: 'button', onClick, 'data-part': 'retry' }} content="Try again" asChild ref={ref}>
        {/* biome-ignore lint/a11y/useAnchorContent: the part fills the empty link with its label, which is what is tested */}
        <a href="#retry" className="app-link" />
      </ActionPart>,
    );
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(container.querySelector('button')).toBeNull();
    expect(link.textContent).toBe('Try again');
    expect(link.getAttribute('data-part')).toBe('retry');
    expect(ref).toHaveBeenCalledWith(link);
    act(() => link.click());
    expect(onClick).toHaveBeenCalledOnce();
  });
});
