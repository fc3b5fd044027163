export { SubscribeBlock } from './LazySubscribeBlock';
export { ClosingBlock } from './ClosingBlock';
