import * as articles from '../repositories/articleRepository.js';

export class NotFound extends Error {}

async function present(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [],
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: await articles.favorited(article.id, viewerId),
    favoritesCount: await articles.favoritesCount(article.id),
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function load(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFound(slug);
  return article;
}

export async function listArticles({ limit = 20, offset = 0 } = {}, viewerId) {
  const { rows, count } = await articles.list({ limit, offset });
  return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
}

export async function getArticle(slug, viewerId) {
  return present(await load(slug), viewerId);
}

export async function favorite(slug, viewerId) {
  const article = await load(slug);
  await articles.addFavorite(article.id, viewerId);
  return present(article, viewerId);
}

export async function unfavorite(slug, viewerId) {
  const article = await load(slug);
  await articles.removeFavorite(article.id, viewerId);
  return present(article, viewerId);
}
