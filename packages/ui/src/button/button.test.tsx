import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { Button } from './button';
import { buttonVariants } from './button.variants';

describe('Button', () => {
  it('is its own part (button/root) with the variant classes, and no data-slot or data-variant', () => {
    const button = render(
      <Button variant="ghost" size="sm">
        Book
      </Button>,
    ).querySelector('button') as HTMLButtonElement;
    expect(button.dataset.scope).toBe('button');
    expect(button.dataset.part).toBe('root');
    expect(button.className).toBe(buttonVariants({ variant: 'ghost', size: 'sm' }));
    expect(button.hasAttribute('data-slot')).toBe(false);
    expect(button.hasAttribute('data-variant')).toBe(false);
  });

  it("keeps a headless part's scope and part when the part renders it through asChild", () => {
    // What a headless part's Slot passes down: its anatomy attributes come in as props.
    const button = render(
      <Button asChild variant="secondary" data-scope="form-renderer" data-part="back">
        <button type="button">Back</button>
      </Button>,
    ).querySelector('button') as HTMLButtonElement;
    expect(button.dataset.scope).toBe('form-renderer');
    expect(button.dataset.part).toBe('back');
    expect(button.classList.contains('bk-button--secondary')).toBe(true);
  });

  it('while pending: busy, aria-disabled, a spinner part, and clicks do not reach onClick', () => {
    const onClick = vi.fn();
    const button = render(
      <Button isPending onClick={onClick}>
        Scheduling…
      </Button>,
    ).querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('[data-scope="button"][data-part="spinner"]')?.getAttribute('aria-hidden')).toBe('true');
    act(() => button.click());
    expect(onClick).not.toHaveBeenCalled();
  });
});
