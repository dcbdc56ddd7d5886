import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { Skeleton } from './skeleton';

/** The shape parts a skeleton drew. */
function shapes(container: HTMLElement) {
  return container.querySelectorAll('[data-scope="skeleton"][data-part="root"] > [data-scope="skeleton"][data-part="shape"]');
}

describe('Skeleton', () => {
  it('draws one shape per line of text or cell of a slot grid, at least one, whole numbers only', () => {
    expect(shapes(render(<Skeleton />))).toHaveLength(1);
    expect(shapes(render(<Skeleton variant="text" count={3} />))).toHaveLength(3);
    expect(shapes(render(<Skeleton variant="slot-grid" />))).toHaveLength(6);
    expect(shapes(render(<Skeleton variant="slot-grid" count={2.7} />))).toHaveLength(2);
    expect(shapes(render(<Skeleton variant="text" count={0} />))).toHaveLength(1);
  });

  it('draws one shape for a block or a circle whatever the count', () => {
    expect(shapes(render(<Skeleton variant="block" count={4} />))).toHaveLength(1);
    expect(shapes(render(<Skeleton variant="circle" count={4} />))).toHaveLength(1);
  });

  it('is hidden from assistive technology and carries its shape as a root variant class', () => {
    const root = render(<Skeleton variant="circle" className="app" />).firstElementChild as HTMLElement;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect([...root.classList]).toEqual(['bk-skeleton', 'bk-skeleton--circle', 'app']);
    expect(root.hasAttribute('data-variant')).toBe(false);
  });
});
