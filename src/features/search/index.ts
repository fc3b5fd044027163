export { SearchBox } from './SearchBox';
export { SearchOverlay, IconButton } from './SearchOverlay';
export { SearchIcon } from './SearchIcon';
