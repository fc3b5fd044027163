export { TimerButton, type TimerButtonProps } from './TimerButton';
export { timersSlice, timerActions, selectTimers, selectHasTimers, type KitchenTimer } from './timersSlice';
