import { HttpError } from './http-error.js';

export function createArticlesService({ articlesRepository, commentsRepository, usersService }) {
  const view = async (a, viewerId) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    favorited: false,
    favoritesCount: 0,
    author: await usersService.profile(a.author, viewerId),
  });

  return {
    async list(query, viewerId) {
      const { rows, count } = await articlesRepository.page(query);
      return { articles: await Promise.all(rows.map((a) => view(a, viewerId))), articlesCount: count };
    },
    async get(slug, viewerId) {
      const a = await articlesRepository.bySlug(slug);
      if (!a) throw new HttpError(404, 'article', 'not found');
      return view(a, viewerId);
    },
    async create(authorId, input) {
      const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
      await articlesRepository.insert({ ...input, tagList: input.tagList ?? [], slug, authorId });
      return this.get(slug, authorId);
    },
    async comments(slug, viewerId) {
      const a = await articlesRepository.bySlug(slug);
      if (!a) throw new HttpError(404, 'article', 'not found');
      const rows = await commentsRepository.forArticle(a.id);
      return Promise.all(rows.map(async (c) => ({
        id: c.id,
        body: c.body,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
        author: await usersService.profile(c.author, viewerId),
      })));
    },
    tags: () => articlesRepository.tags(),
  };
}
