import type { FlowState } from '../flow/flow.types';
import type { CartFlowItem } from './cart-flow.types';
import { initialCartFlow } from './cart-flow-machine';

/**
 * A booking that starts in a provider's cart: choosing services, nothing chosen. (Beside the
 * cart's machine, not in `flow-machine`: a module that only a cart host imports. Not in the
 * machine's own module, which the flow's types name: that would make an import circle.)
 */
export function initialCartJourney<Item extends CartFlowItem = CartFlowItem>(): FlowState<Item> {
  return { journey: 'cart', cart: initialCartFlow<Item>() };
}
