export { Booker, type BookerProps } from './booker';
export { bookerClient, browserApiClient } from './booker-client';
export { BookerConfirmation, type BookerConfirmationProps } from './booker-confirmation';
export { BookerFlow, type BookerFlowProps, type BookerStepRenderer } from './booker-flow';
export { CartBookerFlow, type CartBookerFlowProps } from './cart-booker-flow';
export { ChosenTime } from './chosen-time';
export { LazyGuestList, loadGuestList } from './lazy-parts';
export { StepFrame, type StepFrameProps } from './step-frame';
export { TimeZoneChoice, type TimeZoneChoiceProps } from './time-zone-choice';
