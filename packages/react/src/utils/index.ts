/**
 * Utilities for building parts with the same conventions; `createAnatomy` declares a component's
 * parts once, with their `data-scope`/`data-part` attributes, selectors and ids. Only these are
 * public: the other modules of this folder are the primitives' internals.
 */
export {
  type Anatomy,
  type AnatomyApi,
  type AnatomyPart,
  type AnatomyPartAttrs,
  type AnatomyParts,
  createAnatomy,
  type PartAttrs,
  type PartSelector,
} from './anatomy';
export { type AsChildProps, AsChildSlot, type AsChildSlotProps } from './as-child';
export { joinIds } from './join-ids';
export { lazyWithReload } from './lazy-with-reload';
export { mergePartProps } from './merge-part-props';
