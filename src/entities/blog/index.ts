export { BlogCard } from './BlogCard';
export { BlogPicture } from './BlogPicture';
export { BlogsCarousel } from './BlogsCarousel';
