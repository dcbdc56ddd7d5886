import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a loading status, declared once: its one live region.
 * @selector [data-scope="loading-status"][data-part="root"]
 */
export const loadingStatusAnatomy = createAnatomy('loading-status', {
  root: 'root',
});

/** A loading-status part name. */
export type LoadingStatusPart = AnatomyPart<typeof loadingStatusAnatomy>;
