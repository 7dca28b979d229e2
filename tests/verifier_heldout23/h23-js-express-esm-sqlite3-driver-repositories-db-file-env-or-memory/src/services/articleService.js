import { articleRepository } from '../repositories/articleRepository.js';
import { userRepository } from '../repositories/userRepository.js';
import { tagRepository } from '../repositories/tagRepository.js';
import { Profile } from '../models/User.js';
import { ApiError } from '../lib/errors.js';

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;

async function present(article, viewerId) {
  const author = await userRepository.findById(article.authorId);
  const { id, authorId, ...fields } = article;
  return {
    ...fields,
    favorited: await articleRepository.isFavorited(id, viewerId),
    favoritesCount: await articleRepository.favoritesCount(id),
    author: new Profile(author, await userRepository.isFollowing(viewerId, author.id)),
  };
}

export const articleService = {
  async list(query, viewerId, feed = false) {
    const filters = { limit: Number(query.limit ?? 20), offset: Number(query.offset ?? 0), tag: query.tag };
    if (feed) filters.followerId = viewerId;
    if (query.author) filters.authorId = (await userRepository.findByUsername(query.author))?.id ?? -1;
    if (query.favorited) filters.favoritedBy = (await userRepository.findByUsername(query.favorited))?.id ?? -1;
    const { articles, count } = await articleRepository.list(filters);
    return { articles: await Promise.all(articles.map((a) => present(a, viewerId))), articlesCount: count };
  },
  async get(slug, viewerId) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new ApiError(404, { article: ['not found'] });
    return present(article, viewerId);
  },
  async create(input = {}, viewerId) {
    if (!input.title || !input.description || !input.body) throw new ApiError(422, { body: ['missing fields'] });
    const article = await articleRepository.create({ ...input, slug: slugify(input.title), authorId: viewerId, tagList: input.tagList ?? [] });
    return present(article, viewerId);
  },
  async remove(slug, viewerId) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new ApiError(404, { article: ['not found'] });
    if (article.authorId !== viewerId) throw new ApiError(403, { article: ['forbidden'] });
    await articleRepository.remove(article.id);
  },
  async favorite(slug, viewerId, on) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new ApiError(404, { article: ['not found'] });
    if (on) await articleRepository.favorite(article.id, viewerId);
    else await articleRepository.unfavorite(article.id, viewerId);
    return present(article, viewerId);
  },
  tags: () => tagRepository.distinct(),
};
