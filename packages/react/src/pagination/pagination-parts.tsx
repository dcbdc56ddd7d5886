import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { InteractivePart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { PartElement } from '../utils/part-element';
import { paginationPartAttrs } from './pagination.anatomy';
import { usePaginationContext } from './pagination-context';

/** Props of {@link PaginationList}. */
export interface PaginationListProps extends AsChildProps, ComponentPropsWithRef<'ul'> {}

/**
 * The list of pages and gaps.
 * @selector [data-scope="pagination"][data-part="list"]
 */
export function PaginationList({ asChild, ...props }: PaginationListProps) {
  const merged = mergePartProps(usePaginationContext().listProps, props);
  return asChild ? <AsChildSlot {...merged} /> : <ul {...merged} />;
}

/** Props of {@link PaginationItem}. */
export interface PaginationItemProps extends AsChildProps, ComponentPropsWithRef<'li'> {}

/**
 * One entry of the list: a page link or an ellipsis.
 * @selector [data-scope="pagination"][data-part="item"]
 */
export function PaginationItem({ asChild, ...props }: PaginationItemProps) {
  const merged = mergePartProps(usePaginationContext().itemProps, props);
  return asChild ? <AsChildSlot {...merged} /> : <li {...merged} />;
}

/** Props of {@link PaginationPage}. */
export interface PaginationPageProps extends AsChildProps, ComponentPropsWithRef<'a'> {
  /** The page this link goes to, 1-based. */
  page: number;
}

/**
 * A link to one page, showing its number and named 'Page 3'; the page being shown has
 * `aria-current="page"` (and stays a link, so its address can be copied). With `asChild`, the
 * app's router link gets the `href` and the rest, and the number when it is empty. It shows its
 * interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`).
 * @selector [data-scope="pagination"][data-part="page"][data-page="3"][data-current]
 * @selector [data-part="page"][data-hovered] [data-pressed] [data-focus-visible]
 * @example <Pagination.Page page={3} asChild><Link to="/journal/?page=3" /></Pagination.Page>
 */
export function PaginationPage({ page, ...props }: PaginationPageProps) {
  const api = usePaginationContext();
  return <InteractivePart as="a" content={api.pageText(page)} {...mergePartProps(api.getPageProps(page), props)} />;
}

/** Props of {@link PaginationPrevious} and {@link PaginationNext}. */
export interface PaginationStepProps extends AsChildProps, ComponentPropsWithRef<'a'> {
  /**
   * Where there is no such page (on the first or last page), render the label as plain text
   * marked `data-disabled` instead of nothing, e.g. to keep the layout steady.
   * @default false
   */
  forceMount?: boolean;
}

/**
 * 'Previous page': a link with `rel="prev"`; absent on the first page (or plain text with `forceMount`).
 * The link shows its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`).
 * @selector [data-scope="pagination"][data-part="previous"][data-disabled]
 * @selector [data-part="previous"][data-hovered] [data-pressed] [data-focus-visible]
 * @example <Pagination.Previous asChild><Button variant="secondary" asChild><a /></Button></Pagination.Previous>
 */
export function PaginationPrevious(props: PaginationStepProps) {
  const api = usePaginationContext();
  return <StepLink own={api.previousProps} label={api.previousLabel} kind="previous" {...props} />;
}

/**
 * 'Next page': a link with `rel="next"`; absent on the last page (or plain text with `forceMount`).
 * The link shows its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`).
 * @selector [data-scope="pagination"][data-part="next"][data-disabled]
 * @selector [data-part="next"][data-hovered] [data-pressed] [data-focus-visible]
 * @example <Pagination.Next>Older posts</Pagination.Next>
 */
export function PaginationNext(props: PaginationStepProps) {
  const api = usePaginationContext();
  return <StepLink own={api.nextProps} label={api.nextLabel} kind="next" {...props} />;
}

function StepLink({
  own,
  label,
  kind,
  forceMount = false,
  asChild,
  children,
  ...props
}: PaginationStepProps & { own: object | null; label: string; kind: 'previous' | 'next' }) {
  if (own)
    return (
      <InteractivePart as="a" content={label} asChild={asChild} {...mergePartProps(own, props)}>
        {children}
      </InteractivePart>
    );
  if (!forceMount) return null;
  // Not a link and not focusable: there is nowhere to go. Text, so the layout keeps its place.
  const { ref: _ref, href: _href, ...rest } = props;
  return (
    <span {...(rest as ComponentPropsWithRef<'span'>)} {...paginationPartAttrs(kind)} data-disabled="">
      {children ?? label}
    </span>
  );
}

/** Props of {@link PaginationEllipsis}. */
export interface PaginationEllipsisProps extends AsChildProps, ComponentPropsWithRef<'span'> {}

/**
 * '…' where two or more pages are left out.
 * @selector [data-scope="pagination"][data-part="ellipsis"]
 */
export function PaginationEllipsis(props: PaginationEllipsisProps) {
  const api = usePaginationContext();
  return <PartElement as="span" content="…" {...mergePartProps(api.ellipsisProps, props)} />;
}
