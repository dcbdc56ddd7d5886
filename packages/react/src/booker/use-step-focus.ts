import { useRef } from 'react';

/** What {@link useStepFocus} returns. */
export interface StepFocus {
  /** The ref of a step's section: it takes focus on mounting when it was asked for before. */
  sectionRef(step: string): (node: HTMLElement | null) => void;
  /** Moves focus to the step's heading now, or as soon as its section mounts (a lazily loaded step). */
  focusStep(step: string): void;
}

/**
 * Focus for a multi-step booking: the new step's heading takes focus, so that a screen reader
 * hears where the visitor is now. A step whose code is still arriving takes focus when it mounts.
 */
export function useStepFocus(): StepFocus {
  const sections = useRef(new Map<string, HTMLElement | null>());
  const target = useRef<string | null>(null);
  return {
    sectionRef: (step) => (node) => {
      sections.current.set(step, node);
      if (node && target.current === step) {
        target.current = null;
        focusHeading(node);
      }
    },
    focusStep: (step) => {
      const section = sections.current.get(step);
      target.current = section ? null : step;
      if (section) focusHeading(section);
    },
  };
}

/** Focuses a step's first heading (made focusable for it), or the step itself. */
function focusHeading(section: HTMLElement): void {
  const heading = section.querySelector<HTMLElement>('h1, h2, h3') ?? section;
  heading.tabIndex = -1;
  heading.focus();
}
