import { commentRepository } from '../repositories/comment.repository.js';
import type { Comment } from '../models/comment.js';
import type { Article } from '../models/article.js';
import { forbidden, invalid, notFound } from '../lib/errors.js';
import { presentProfile } from './profile.service.js';

async function present(comment: Comment, viewerId?: number) {
  return {
    id: comment.id,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
    author: await presentProfile(comment.author!, viewerId),
  };
}

export const commentService = {
  async list(article: Article, viewerId?: number) {
    const comments = await commentRepository.listForArticle(article.id);
    return Promise.all(comments.map((c) => present(c, viewerId)));
  },
  async add(article: Article, body: string | undefined, viewerId: number) {
    if (!body) throw invalid({ body: ["can't be blank"] });
    return present((await commentRepository.create({ body, articleId: article.id, authorId: viewerId }))!, viewerId);
  },
  async remove(article: Article, id: number, viewerId: number) {
    const comment = await commentRepository.findById(id);
    if (!comment || comment.articleId !== article.id) throw notFound('comment');
    if (comment.authorId !== viewerId) throw forbidden('comment');
    await commentRepository.remove(comment);
  },
};
