import type { BlogDto, Envelope } from '@contract/types';
import { baseApi } from './baseApi';
import { TAG, TAG_ID } from './tags';

export interface Blog {
  id: number;
  slug: string;
  title: string;
  descriptionHtml: string;
  image: string;
  categoryName: string;
  timeAgo: string;
  createdDate: string;
  authorName: string;
  authorImage: string;
}

function toBlog(dto: BlogDto): Blog {
  return {
    id: dto.id,
    slug: dto.slug,
    title: dto.title,
    descriptionHtml: dto.description ?? '',
    image: dto.image ?? '',
    categoryName: dto.category?.category_name ?? '',
    timeAgo: dto.time_ago ?? '',
    createdDate: dto.created_date ?? '',
    authorName: dto.author_name ?? '',
    authorImage: dto.author_image ?? '',
  };
}

export const blogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], void>({
      query: () => '/blogs',
      transformResponse: (response: Envelope<BlogDto[]>) => response.data.map(toBlog),
      providesTags: [{ type: TAG.Content, id: TAG_ID.Blogs }],
    }),
    getBlog: build.query<Blog, string>({
      query: (slug) => `/blog/${encodeURIComponent(slug)}`,
      transformResponse: (response: Envelope<BlogDto>) => toBlog(response.data),
      providesTags: (_result, _error, slug) => [{ type: TAG.Content, id: TAG_ID.blog(slug) }],
    }),
  }),
});

export const { useGetBlogsQuery, useGetBlogQuery } = blogsApi;
