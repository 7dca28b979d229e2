import { findArticleBySlug } from '../repositories/article-repository.js';
import { listComments, createComment, deleteComment } from '../repositories/comment-repository.js';

export class ServiceError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function articleOr404(slug) {
  const article = await findArticleBySlug(slug);
  if (!article) throw new ServiceError(404, 'article not found');
  return article;
}

export async function commentsFor(slug) {
  const article = await articleOr404(slug);
  return listComments(article.id);
}

export async function addComment(slug, authorId, body) {
  const article = await articleOr404(slug);
  return createComment({ body, articleId: article.id, authorId });
}

export async function removeComment(slug, id) {
  const article = await articleOr404(slug);
  await deleteComment(id, article.id);
}
