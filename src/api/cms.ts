import type {
  CategoryDto,
  ContentBlockDto,
  Envelope,
  LibraryDto,
  SiteSettingsDto,
  SocialLinkDto,
  TagDto,
} from '@contract/types';
import type { CmsKey, SocialMedia } from '@contract/constants';
import { baseApi } from './baseApi';
import { TAG } from './tags';

export interface SiteSettings {
  logo: string;
  favicon: string;
  descriptionHtml: string;
  copyright: string;
}

/** A page content block (SPEC.md §3); every field optional because blocks differ per key. */
export interface ContentBlock {
  title: string;
  subTitle: string;
  description: string;
  buttonText: string;
  buttonLink: string;
  image: string;
  images: string[];
  icon: string;
  name: string;
  rating: number;
}

export interface SocialLink {
  id: number;
  network: SocialMedia;
  url: string;
}

export interface Category {
  id: number;
  name: string;
}

export interface Library {
  id: number;
  name: string;
  image: string;
  recipesCount: number;
}

export interface Tag {
  id: number;
  name: string;
}

function toContentBlock(dto: ContentBlockDto): ContentBlock {
  return {
    title: dto.title ?? '',
    subTitle: dto.sub_title ?? '',
    description: dto.description ?? '',
    buttonText: dto.btn_text ?? '',
    buttonLink: dto.btn_link ?? '',
    image: dto.image ?? '',
    images: [dto.image_one, dto.image_two, dto.image_three].filter((path): path is string => Boolean(path)),
    icon: dto.icon ?? '',
    name: dto.name ?? '',
    rating: Number(dto.rating ?? 0),
  };
}

/** Every key answers a list of blocks (one element where the page shows one block). */
export function toContentBlocks(data: ContentBlockDto[] | null): ContentBlock[] {
  return (data ?? []).map(toContentBlock);
}

export const cmsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => '/site-settings',
      transformResponse: (response: Envelope<SiteSettingsDto>) => ({
        logo: response.data.logo,
        favicon: response.data.favicon,
        descriptionHtml: response.data.description,
        copyright: response.data.copyright_text,
      }),
      providesTags: [TAG.Content],
    }),
    getContentBlocks: build.query<ContentBlock[], CmsKey>({
      query: (key) => `/cms/${key}`,
      transformResponse: (response: Envelope<ContentBlockDto[] | null>) => toContentBlocks(response.data),
      providesTags: (_result, _error, key) => [{ type: TAG.Content, id: key }],
    }),
    getSocialLinks: build.query<SocialLink[], void>({
      query: () => '/social-links',
      transformResponse: (response: Envelope<SocialLinkDto[]>) =>
        response.data.map((link) => ({ id: link.id, network: link.social_media, url: link.profile_link })),
      providesTags: [TAG.Content],
    }),
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      transformResponse: (response: Envelope<CategoryDto[]>) =>
        response.data.map((category) => ({ id: category.id, name: category.category_name })),
      providesTags: [TAG.Content],
    }),
    getLibraries: build.query<Library[], void>({
      query: () => '/recipe-libraries',
      transformResponse: (response: Envelope<LibraryDto[]>) =>
        response.data.map((library) => ({
          id: library.id,
          name: library.diet_name,
          image: library.image,
          recipesCount: Number(library.recipes_count ?? 0),
        })),
      providesTags: [TAG.Content],
    }),
    /** Tags in use, optionally within one library (the library page's dropdown). */
    getTags: build.query<Tag[], number | void>({
      query: (libraryId) => ({ url: '/tags', params: libraryId ? { recipe_library_id: libraryId } : undefined }),
      transformResponse: (response: Envelope<TagDto[]>) =>
        response.data.map((tag) => ({ id: tag.id, name: tag.tag_name })),
      providesTags: [TAG.Content],
    }),
  }),
});

export const {
  useGetSiteSettingsQuery,
  useGetContentBlocksQuery,
  useGetSocialLinksQuery,
  useGetCategoriesQuery,
  useGetLibrariesQuery,
  useGetTagsQuery,
} = cmsApi;
