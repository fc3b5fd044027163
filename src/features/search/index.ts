export { SearchBox } from './SearchBox';
export { SearchOverlay } from './SearchOverlay';
export { SearchIcon } from './SearchIcon';
