import type { Envelope, SiteSettingsDto } from '@contract/types';
import { baseApi } from './baseApi';
import { TAG } from './tags';

export interface SiteSettings {
  logo: string;
  favicon: string;
  descriptionHtml: string;
  copyright: string;
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
  }),
});

export const { useGetSiteSettingsQuery } = cmsApi;
