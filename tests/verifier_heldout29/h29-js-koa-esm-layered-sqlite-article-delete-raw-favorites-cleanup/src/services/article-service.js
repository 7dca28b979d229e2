import { articleRepository } from '../repositories/article-repository.js';
import { ServiceError } from './errors.js';

async function present(a, viewerId) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
    createdAt: a.createdAt, updatedAt: a.updatedAt,
    favorited: viewerId ? await articleRepository.isFavorited(a.id, viewerId) : false,
    favoritesCount: await articleRepository.countFavorites(a.id),
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

async function owned(slug, userId) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new ServiceError(404, 'article not found');
  if (article.authorId !== userId) throw new ServiceError(403, 'only the author can change this article');
  return article;
}

export const articleService = {
  async get(slug, viewerId) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    return present(article, viewerId);
  },
  async create(userId, { title, description, body }) {
    if (!title || !description || !body) throw new ServiceError(422, 'title, description and body are required');
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articleRepository.create({ slug, title, description, body, authorId: userId });
    return present(await articleRepository.findBySlug(slug), userId);
  },
  async update(slug, userId, changes) {
    const article = await owned(slug, userId);
    await articleRepository.update(article, changes);
    return present(await articleRepository.findBySlug(article.slug), userId);
  },
  async remove(slug, userId) {
    await articleRepository.delete(await owned(slug, userId));
  },
};
