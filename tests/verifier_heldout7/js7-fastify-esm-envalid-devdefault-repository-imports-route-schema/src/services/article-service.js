import { listArticles, findArticle } from '../repositories/article-repository.js';

function toDto(article) {
  const { author, id, ...rest } = article.get({ plain: true });
  return { ...rest, favorited: false, favoritesCount: 0, author: { ...author, following: false } };
}

export async function list(query) {
  const { rows, count } = await listArticles(query);
  return { articles: rows.map(toDto), articlesCount: count };
}

export async function get(slug) {
  const article = await findArticle(slug);
  if (!article) {
    const error = new Error('Article not found');
    error.statusCode = 404;
    throw error;
  }
  return { article: toDto(article) };
}
