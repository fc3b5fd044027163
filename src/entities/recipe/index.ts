export { FavouriteButton } from './FavouriteButton';
export { toggleFavourite } from './toggleFavourite';
