import { act, type ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInLocale } from '../test/render-in-locale';
import * as Pagination from './pagination';

/** A router's link as an app passes it: it renders an anchor with the props it is given. */
function RouterLink(props: ComponentPropsWithRef<'a'>) {
  return <a {...props} className="router-link" />;
}

const hrefFor = (page: number) => (page === 1 ? '/journal/' : `/journal/?page=${page}`);

/** The links of a rendered pagination as name → href, in order. */
const links = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((link) => [
    link.getAttribute('aria-label') ?? link.textContent,
    link.getAttribute('href'),
  ]);

describe('Pagination parts', () => {
  it('render a navigation named Pages with plain links, Previous, pages with gaps and Next, by default', async () => {
    const { container } = await renderInLocale(<Pagination.Root page={5} pageCount={10} hrefFor={hrefFor} />);
    const nav = container.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('Pages');
    expect(nav?.dataset.scope).toBe('pagination');
    expect(links(container)).toEqual([
      ['Previous page', '/journal/?page=4'],
      ['Page 1', '/journal/'],
      ['Page 4', '/journal/?page=4'],
      ['Page 5', '/journal/?page=5'],
      ['Page 6', '/journal/?page=6'],
      ['Page 10', '/journal/?page=10'],
      ['Next page', '/journal/?page=6'],
    ]);
    expect(container.querySelectorAll('li [data-part="ellipsis"]')).toHaveLength(2);
    expect(container.querySelector('[data-part="previous"]')?.getAttribute('rel')).toBe('prev');
    expect(container.querySelector('[data-part="next"]')?.getAttribute('rel')).toBe('next');
  });

  it('mark the current page with aria-current and data-current, and only that one; it shows its number', async () => {
    const { container } = await renderInLocale(<Pagination.Root page={5} pageCount={10} hrefFor={hrefFor} />);
    const current = container.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('aria-current')).toBe('page');
    expect(current[0]?.textContent).toBe('5');
    expect(current[0]?.hasAttribute('data-current')).toBe(true);
    expect(container.querySelectorAll('[data-current]')).toHaveLength(1);
  });

  it('leave out Previous on the first page and Next on the last, or show them as text with forceMount', async () => {
    const first = await renderInLocale(<Pagination.Root page={1} pageCount={3} hrefFor={hrefFor} />);
    expect(first.container.querySelector('[data-part="previous"]')).toBeNull();
    expect(first.container.querySelector('[data-part="next"]')?.getAttribute('href')).toBe('/journal/?page=2');
    const last = await renderInLocale(
      <Pagination.Root page={3} pageCount={3} hrefFor={hrefFor}>
        <Pagination.Previous />
        <Pagination.Next forceMount />
      </Pagination.Root>,
    );
    const next = last.container.querySelector('[data-part="next"]');
    expect(next?.tagName).toBe('SPAN');
    expect(next?.hasAttribute('href')).toBe(false);
    expect(next?.hasAttribute('data-disabled')).toBe(true);
    expect(next?.textContent).toBe('Next page');
  });

  it('render the app’s own link with asChild, filled with the part’s text when empty', async () => {
    const { container } = await renderInLocale(
      <Pagination.Root page={2} pageCount={3} hrefFor={hrefFor}>
        <Pagination.Page page={3} asChild>
          <RouterLink />
        </Pagination.Page>
        <Pagination.Next asChild>
          <RouterLink>Older posts</RouterLink>
        </Pagination.Next>
      </Pagination.Root>,
    );
    const [page, next] = container.querySelectorAll('a.router-link');
    expect(page?.getAttribute('href')).toBe('/journal/?page=3');
    expect(page?.textContent).toBe('3');
    expect(page?.getAttribute('aria-label')).toBe('Page 3');
    expect(next?.getAttribute('href')).toBe('/journal/?page=3');
    expect(next?.textContent).toBe('Older posts');
  });

  it('pass the consumer’s handlers to the link (a router can take over the click)', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = await renderInLocale(
      <Pagination.Root page={1} pageCount={3} hrefFor={hrefFor}>
        <Pagination.Page page={2} onClick={onClick} />
      </Pagination.Root>,
    );
    act(() => container.querySelector<HTMLAnchorElement>('[data-part="page"]')?.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('take another name for the navigation, and give its items to a children function', async () => {
    const { container } = await renderInLocale(
      <Pagination.Root page={1} pageCount={2} hrefFor={hrefFor} label="Pages of posts">
        {(api) => <output>{api.items.length}</output>}
      </Pagination.Root>,
    );
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Pages of posts');
    expect(container.querySelector('output')?.textContent).toBe('2');
  });

  it('show keyboard focus and hover as data attributes; Enter follows a link once', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = await renderInLocale(
      <Pagination.Root page={2} pageCount={3} hrefFor={hrefFor}>
        <Pagination.Previous onClick={onClick} />
        <Pagination.Page page={3} />
      </Pagination.Root>,
    );
    const previous = container.querySelector('[data-part="previous"]') as HTMLElement;
    const page = container.querySelector('[data-part="page"]') as HTMLElement;
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(previous);
    expect(previous.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(() => userEvent.hover(page));
    expect(page.getAttribute('data-hovered')).toBe('');
    expect(previous.hasAttribute('data-hovered')).toBe(false);
  });
});
