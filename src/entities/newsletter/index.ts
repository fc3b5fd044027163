export { SubscribeBlock } from './LazySubscribeBlock';
