export { BlogCard } from './BlogCard';
export { BlogsCarousel } from './BlogsCarousel';
