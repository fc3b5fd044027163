export { ShoppingListLink } from './components/ShoppingListLink';
