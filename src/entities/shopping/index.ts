export { ShoppingListLink } from './ShoppingListLink';
