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
export { InteractivePart, type InteractivePartProps, isDisabledPart } from './interactive-part';
export { joinIds } from './join-ids';
export { lazyWithReload } from './lazy-with-reload';
export { mergePartProps } from './merge-part-props';
export { optionKeys, splitProps } from './split-props';
export {
  type InteractionAttrs,
  type InteractionAttrsOptions,
  type InteractionAttrsResult,
  useInteractionAttrs,
} from './use-interaction-attrs';
