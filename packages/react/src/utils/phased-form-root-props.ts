import type { FormEvent } from 'react';

/**
 * The root props of a flow's form that moves through phases (payment, cancel, reschedule): its
 * element, from which focus finds its targets in the document or shadow root it is in; no browser
 * validation (the hook checks and says why in the visitor's language); named by its title; and
 * its phase as `data-phase`, for styles.
 */
export interface PhasedFormRootProps<Phase extends string> {
  ref: (node: HTMLElement | null) => void;
  noValidate: true;
  'aria-labelledby': string;
  'data-phase': Phase;
  onSubmit: (event: FormEvent) => void;
}

/**
 * Builds {@link PhasedFormRootProps}: the browser's own submit (a reload) is always prevented, and
 * `submit` decides whether to send (not twice while in flight, not after the final phase).
 * @example rootProps: phasedFormRootProps(anchor.ref, `${baseId}-title`, state.phase, () => { if (!isPending) void pay(); })
 */
export function phasedFormRootProps<Phase extends string>(
  ref: (node: HTMLElement | null) => void,
  titleId: string,
  phase: Phase,
  submit: () => void,
): PhasedFormRootProps<Phase> {
  return {
    ref,
    noValidate: true,
    'aria-labelledby': titleId,
    'data-phase': phase,
    onSubmit: (event) => {
      event.preventDefault();
      submit();
    },
  };
}
