export { LibraryCard } from './LibraryCard';
export { LibraryGrid } from './LibraryGrid';
