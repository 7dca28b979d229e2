import { Comment } from '../models/index.js';
import { commentRepository } from '../repositories/comment.repository.js';
import { articleRepository } from '../repositories/article.repository.js';

export class NotFound extends Error {}
export class Forbidden extends Error {}

export async function addComment(slug, authorId, body) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new NotFound('article');
  // Build the entity in memory and validate it; the repository persists it.
  const comment = Comment.build({ body, articleId: article.id, authorId });
  await comment.validate();
  return commentRepository.save(comment);
}

export async function listComments(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new NotFound('article');
  return commentRepository.listForArticle(article.id);
}

export async function deleteComment(slug, id, userId) {
  const comment = await commentRepository.findById(id);
  if (!comment) throw new NotFound('comment');
  if (comment.authorId !== userId) throw new Forbidden('comment');
  await commentRepository.remove(comment);
}
