import { articleRepository } from '../repositories/articles.js';
import { commentRepository } from '../repositories/comments.js';

export async function commentsOn(slug) {
  const article = await articleRepository.bySlug(slug);
  if (!article) return null;
  return (await commentRepository.forArticle(article.id)).map((c) => c.toJSON());
}

export async function addComment(slug, author, body) {
  const article = await articleRepository.bySlug(slug);
  if (!article) return null;
  return (await commentRepository.insert({ articleId: article.id, author, body })).toJSON();
}
