export { TimerButton, type TimerButtonProps } from './TimerButton';
export { timersSlice, timerActions, selectTimers, type KitchenTimer } from './timersSlice';
