export { SubscribeBlock } from './SubscribeBlock';
export { ClosingBlock } from './ClosingBlock';
