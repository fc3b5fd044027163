export { LibraryCard } from './LibraryCard';
export { LibraryGrid } from './LibraryGrid';
export { ShareBanner } from './ShareBanner';
