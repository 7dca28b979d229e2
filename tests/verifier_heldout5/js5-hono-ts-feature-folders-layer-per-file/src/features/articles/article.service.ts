import slugify from 'slugify';
import { articleRepository } from './article.repository.js';
import { tagRepository } from '../tags/tag.repository.js';
import { HttpError, userService } from '../users/user.service.js';

async function present(article: any, viewerId: number | null) {
  const author = await userService.profile(article.author.username, viewerId);
  return {
    slug: article.slug, title: article.title, description: article.description, body: article.body,
    tagList: (article.tags ?? []).map((t: any) => t.name).sort(),
    createdAt: article.createdAt, updatedAt: article.updatedAt,
    favorited: viewerId ? await articleRepository.isFavorited(article.id, viewerId) : false,
    favoritesCount: await articleRepository.favoritesCount(article.id),
    author,
  };
}

export const articleService = {
  async list(query: { tag?: string; author?: string; limit?: string; offset?: string }, viewerId: number | null) {
    const { rows, count } = await articleRepository.list({
      tag: query.tag, author: query.author, limit: Number(query.limit ?? 20), offset: Number(query.offset ?? 0),
    });
    return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
  },
  async get(slug: string, viewerId: number | null) {
    const article = await articleRepository.bySlug(slug);
    if (!article) throw new HttpError(404, { article: ['not found'] });
    return present(article, viewerId);
  },
  async create(input: { title: string; description: string; body: string; tagList?: string[] }, authorId: number) {
    const slug = `${slugify(input.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
    const article: any = await articleRepository.create({ ...input, slug, authorId });
    const tags = await tagRepository.upsertMany(input.tagList ?? []);
    await article.setTags(tags);
    return this.get(slug, authorId);
  },
  async setFavorite(slug: string, userId: number, on: boolean) {
    const article: any = await articleRepository.bySlug(slug);
    if (!article) throw new HttpError(404, { article: ['not found'] });
    if (on) await articleRepository.favorite(article.id, userId);
    else await articleRepository.unfavorite(article.id, userId);
    return this.get(slug, userId);
  },
};
