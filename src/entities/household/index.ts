export { formatPortion, portionAmount } from './portion';
