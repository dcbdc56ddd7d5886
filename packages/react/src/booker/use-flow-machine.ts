import { type CartFlowItem, type FlowEvent, type FlowOptions, type FlowState, flowTransition } from '@booking-kit/core';
import { useCallback, useRef, useState } from 'react';

/**
 * Core's one booking machine (`flowTransition`) in React state: the state, and a stable `send`
 * that runs each event through the machine with the host's latest rules. `useCartBooker` (the cart,
 * and the service chosen alone in it) runs on it; `useBookingFlow` (one service, no cart) runs the
 * machine's service part alone.
 * @param initial the journey the booking starts on (`initialServiceJourney` or `initialCartJourney`)
 * @param options the machine's rules, read when an event arrives (so they may change each render)
 */
export function useFlowMachine<Item extends CartFlowItem>(
  initial: () => FlowState<Item>,
  options: FlowOptions<Item>,
): [FlowState<Item>, (event: FlowEvent<Item>) => void] {
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState(initial);
  const send = useCallback((event: FlowEvent<Item>) => {
    setState((current) => flowTransition(current, event, latest.current));
  }, []);
  return [state, send];
}
