/** Which page of a list a service answers; routes read it from the query (server/http/paginate.ts). */
export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}
