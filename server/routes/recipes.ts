import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '../../contract/constants';
import { ERRORS, SEARCH_MESSAGES, SUCCESS } from '../../contract/messages';
import { recipeFieldsSchema } from '../../contract/schemas';
import type { RecipeListAnswer } from '../../contract/types';
import { ok } from '../http/envelope';
import { HttpError, notFound, unauthorized, unprocessable } from '../http/errors';
import { pageRequest, paginate, toResourceCollection, type ListAddress } from '../http/paginate';
import { numbersByRule } from '../http/multipartFields';
import { multipartText } from '../http/textInput';
import { withUpload } from '../http/uploadRequest';
import { idParam } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { weakETag } from '../plugins/etag';
import { parseRecipeFilters } from './recipeFilters';
import { loadRecipeDetail, recipeNameByCode } from '../services/recipes/recipeDetails';
import { listOwnRecipes, listRecipes } from '../services/recipes/recipeQueries';
import { answerCache } from '../services/infra/answerCache';
import { DomainError } from '../services/errors';
import { searchRecipes } from '../services/recipes/recipeSearch';
import { viewerKey } from '../services/recipes/recipeViews';
import { storeRecipe, updateRecipe, type RecipeUpload } from '../services/recipes/recipeWrites';
import type { Storage, StoredFile } from '../services/infra/storage';
import { fileSizeLimit, saveToScratch, type ByteLimit } from '../services/infra/uploadStreams';
import { storeVideoStream } from '../services/infra/videos';
import { trendingRecipes } from '../services/recipes/trending';
import { householdNeeds } from '../services/household/household';

type Query = Record<string, unknown>;

/** A serialised answer and its weak ETag, kept by the answer cache. */
interface KeptAnswer {
  body: string;
  etag: string;
}

/** Recipes: lists, trending, search, details, and sharing or editing one's own. See docs/api/recipes.md. */
const recipeRoutes: FastifyPluginAsync = async (app) => {
  // Anonymous grid pages and search-box answers are the same for everyone: reused briefly,
  // already serialised (no JSON.stringify per request).
  // The ETag is computed once per kept answer too.
  const cachedGuestList = answerCache<KeptAnswer>(() => app.config.answerCacheMs);
  const cachedSearch = answerCache<KeptAnswer>(() => app.config.answerCacheMs);
  const keep = (answer: unknown): KeptAnswer => {
    const body = JSON.stringify(answer);
    return { body, etag: weakETag(body) };
  };
  const sendJson = (reply: FastifyReply, kept: KeptAnswer) =>
    reply.type('application/json; charset=utf-8').header('ETag', kept.etag).send(kept.body);

  const listHandler = async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
    const { safeForHousehold, ...filters } = parseRecipeFilters(request.query);
    const page = pageRequest(request.query);
    const viewerId = request.user?.id ?? null;
    if (safeForHousehold) {
      if (viewerId === null) throw unauthorized();
      filters.safeFor = await householdNeeds(app.db, viewerId);
    }
    const answer = async (): Promise<RecipeListAnswer> => {
      const result = await listRecipes(app.db, filters, page, viewerId);
      const { data, links, meta } = toResourceCollection(
        paginate(result.cards, result.total, page, listAddress(request, app.config.publicUrl)),
      );
      return {
        ...ok(data),
        links,
        meta: {
          ...meta,
          category_counts: result.categoryCounts,
          total_all: result.totalAll,
          understood: filters.search?.understood ?? null,
          closest: result.closest,
        },
      };
    };
    if (viewerId !== null) return answer();
    return sendJson(reply, await cachedGuestList(request.url, async () => keep(await answer())));
  };
  app.get<{ Querystring: Query }>('/guest/recipes', listHandler);
  // The original API's client calls the /auth/ reads before anyone signs in: without
  // credentials they answer as the guest ones do; a bad or expired token is still 401.
  app.get<{ Querystring: Query }>('/auth/recipes', { preHandler: app.refuseBadCredentials }, listHandler);

  const trendingHandler = async (request: FastifyRequest) =>
    ok(await trendingRecipes(app.db, request.user?.id ?? null));
  app.get('/guest/trending-recipes', trendingHandler);
  app.get('/auth/trending-recipes', { preHandler: app.refuseBadCredentials }, trendingHandler);

  app.get<{ Querystring: Query }>('/recipes/search', async (request, reply) => {
    const { search } = request.query;
    if (search !== undefined && typeof search !== 'string')
      throw unprocessable({ search: [SEARCH_MESSAGES.searchNotText] });
    const key = typeof search === 'string' ? search.trim().toLowerCase() : '';
    return sendJson(reply, await cachedSearch(key, async () => keep(ok(await searchRecipes(app.db, search)))));
  });

  app.get<{ Params: { id: string } }>('/single-recipe/:id', async (request) => {
    const id = idParam(request.params.id);
    const viewerId = request.user?.id ?? null;
    // Read so that no write of waiting views commits unseen in between (it would count them twice).
    const recipe = await app.viewCounter.readConsistently(() => loadRecipeDetail(app.db, id, { viewerId }));
    if (!recipe) throw notFound(ERRORS.recipeNotFound);
    // Counted in memory, written in batches (no write per read): the answer adds the views not
    // written yet, this reader's too, as when each view was written before the read.
    app.viewCounter.record(
      id,
      viewerKey({ userId: viewerId, ip: request.ip, userAgent: request.headers['user-agent'] }),
    );
    recipe.views += app.viewCounter.unwritten(id);
    return ok(recipe);
  });

  app.get<{ Params: { recipeId: string } }>('/recipe-name/:recipeId', async (request) => {
    const recipeName = await recipeNameByCode(app.db, request.params.recipeId);
    if (recipeName === null) throw notFound(ERRORS.recipeNotFound);
    return ok({ recipe_name: recipeName });
  });

  app.get<{ Querystring: Query }>('/my-recipes', { preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const { page: pageNumber, per_page, category_id } = request.query;
    const { categoryId } = parseRecipeFilters({ page: pageNumber, per_page, category_id });
    const page = pageRequest(request.query);
    const result = await listOwnRecipes(app.db, user.id, categoryId, page);
    return ok({ recipes: paginate(result.cards, result.total, page, listAddress(request, app.config.publicUrl)) });
  });

  app.get<{ Params: { id: string } }>('/my-recipe-details/:id', { preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const recipe = await loadRecipeDetail(app.db, idParam(request.params.id), { viewerId: user.id, ownerId: user.id });
    if (!recipe) throw notFound(ERRORS.recipeNotFound);
    return ok(recipe);
  });

  app.post('/recipe/store', { preHandler: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const id = await withUpload(reply, user.id, app.config.dataDir, (scratchDir) =>
      storeRecipe(app.db, app.storage, user.id, ({ videoLimit }) =>
        readRecipeUpload(request, { storage: app.storage, scratchDir, videoLimit }),
      ),
    );
    const recipe = await loadRecipeDetail(app.db, id, { viewerId: user.id });
    return reply.status(201).send(ok(recipe, SUCCESS.recipeAdded));
  });

  app.post<{ Params: { id: string } }>(
    '/recipe/update/:id',
    { preHandler: app.requireUser },
    async (request, reply) => {
      const user = currentUser(request);
      const id = idParam(request.params.id);
      await withUpload(reply, user.id, app.config.dataDir, (scratchDir) =>
        updateRecipe(app.db, app.storage, user.id, id, ({ videoLimit }) =>
          readRecipeUpload(request, { storage: app.storage, scratchDir, videoLimit }),
        ),
      );
      return ok(await loadRecipeDetail(app.db, id, { viewerId: user.id }), SUCCESS.recipeUpdated);
    },
  );
};

export default recipeRoutes;

/** The list's absolute path without its query, as the paginator's `path`. */
/** A recipe list's address for its page links: the path, and the filters the request carried. */
function listAddress(request: FastifyRequest<{ Querystring: Query }>, origin: string): ListAddress {
  const query: Record<string, string> = {};
  for (const key of [
    'category_id',
    'recipe_library_id',
    'age_group',
    'tag_id',
    'search',
    'max_minutes',
    'safe_for',
    'per_page',
  ]) {
    const value = request.query[key];
    if (typeof value === 'string' && value !== '') query[key] = value;
  }
  return { origin, path: request.url.split('?')[0], query };
}

const LIST_FIELD = /^(tags|ingredients|instructions)(?:\[(\d*)\])?$/;

/** Where a recipe form's files go while it is read: the image to local disk, the video into storage. */
interface UploadTargets {
  storage: Storage;
  scratchDir: string;
  videoLimit: ByteLimit;
}

/**
 * Reads the multipart recipe form. List fields may be named `tags[]`, `tags[0]` or `tags`;
 * indexed ones are ordered by their index. Files are streamed, never held in memory: the image
 * to the scratch folder, the video into storage, each within its limit (413 beyond). If reading
 * fails, the video already stored is removed.
 */
async function readRecipeUpload(request: FastifyRequest, targets: UploadTargets): Promise<RecipeUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'The recipe form must be sent as multipart/form-data.');
  const fields: Record<string, string> = {};
  const indexed = {
    tags: new Map<number, string>(),
    ingredients: new Map<number, string>(),
    instructions: new Map<number, string>(),
  };
  const appended = { tags: [] as string[], ingredients: [] as string[], instructions: [] as string[] };
  let image: string | null = null;
  let video: StoredFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'recipe_image' && !image) image = await saveImagePart(part, targets.scratchDir);
        else if (part.fieldname === 'recipe_video' && !video) {
          video = await storeVideoStream(targets.storage, part.file, part.fieldname, targets.videoLimit);
        } else await drain(part);
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new HttpError(413, 'A form field is too large.', { [part.fieldname]: ['This field is too large.'] });
      }
      const value = fieldText(part.fieldname, part.value);
      if (value === null) continue;
      const list = LIST_FIELD.exec(part.fieldname);
      if (!list) {
        fields[part.fieldname] = value;
        continue;
      }
      const name = list[1] as keyof typeof indexed;
      if (list[2]) indexed[name].set(Number(list[2]), value);
      else appended[name].push(value);
    }
  } catch (error) {
    if (video) await targets.storage.remove(video.path);
    throw asClientError(error);
  }
  const ordered = (name: keyof typeof indexed) => [
    ...[...indexed[name].entries()].sort(([a], [b]) => a - b).map(([, value]) => value),
    ...appended[name],
  ];
  return {
    fields: numbersByRule(recipeFieldsSchema, fields),
    lists: { tags: ordered('tags'), ingredients: ordered('ingredients'), instructions: ordered('instructions') },
    image,
    video,
  };
}

type FilePart = Extract<Multipart, { type: 'file' }>;

/** The image part on local disk, or null for an empty part (no file chosen). */
async function saveImagePart(part: FilePart, scratchDir: string): Promise<string | null> {
  const saved = await saveToScratch(scratchDir, part.file, fileSizeLimit(part.fieldname, IMAGE_MAX_BYTES));
  return saved.bytes > 0 ? saved.path : null;
}

/** Files the form does not know are read and dropped (the form's later fields follow them). */
async function drain(part: FilePart): Promise<void> {
  for await (const chunk of part.file) void chunk;
}

function fieldText(fieldname: string, value: unknown): string | null {
  if (typeof value === 'string') return multipartText(fieldname, value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** Errors of a malformed or over-limit body are the client's (4xx), never a 500. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError || error instanceof DomainError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new HttpError(413, 'The request is too large.');
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 406) {
    return new HttpError(status, 'The multipart form is malformed.');
  }
  return new HttpError(400, 'The multipart form is malformed.');
}
