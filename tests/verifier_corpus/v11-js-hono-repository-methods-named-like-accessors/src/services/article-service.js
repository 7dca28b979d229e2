import * as articles from '../repositories/article-repository.js';
import * as favorites from '../repositories/favorite-repository.js';

export class ServiceError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
}

async function view(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [],
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    favorited: viewerId ? await favorites.hasFavorite(viewerId, article.id) : false,
    favoritesCount: await favorites.countFavorites(article.id),
    author: { username: article.author.username, bio: null, image: null, following: false },
  };
}

export async function getArticle(slug, viewerId) {
  const article = await articles.getArticle(slug);
  if (!article) throw new ServiceError(404, 'article not found');
  return view(article, viewerId);
}

export async function createArticle(input, userId) {
  for (const field of ['title', 'description', 'body']) {
    if (!input[field]) throw new ServiceError(422, `${field} can't be blank`);
  }
  const created = await articles.createArticle({ ...input, slug: slugify(input.title), authorId: userId });
  return getArticle(created.slug, userId);
}

export async function favoriteArticle(slug, userId) {
  const article = await articles.getArticle(slug);
  if (!article) throw new ServiceError(404, 'article not found');
  await favorites.addFavorite(userId, article.id);
  return view(article, userId);
}

export async function unfavoriteArticle(slug, userId) {
  const article = await articles.getArticle(slug);
  if (!article) throw new ServiceError(404, 'article not found');
  await favorites.removeFavorite(userId, article.id);
  return view(article, userId);
}
