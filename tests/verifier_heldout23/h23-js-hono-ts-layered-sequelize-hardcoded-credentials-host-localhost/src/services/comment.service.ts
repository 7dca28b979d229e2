import { articleRepository } from '../repositories/article.repository.js';
import { commentRepository } from '../repositories/comment.repository.js';
import type { Comment } from '../models/comment.js';
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
  async list(slug: string, viewerId?: number) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw notFound('article');
    const comments = await commentRepository.listForArticle(article.id);
    return Promise.all(comments.map((c) => present(c, viewerId)));
  },
  async add(slug: string, body: string | undefined, viewerId: number) {
    if (!body) throw invalid({ body: ["can't be blank"] });
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw notFound('article');
    return present((await commentRepository.create({ body, articleId: article.id, authorId: viewerId }))!, viewerId);
  },
  async remove(slug: string, id: number, viewerId: number) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw notFound('article');
    const comment = await commentRepository.findById(id);
    if (!comment || comment.articleId !== article.id) throw notFound('comment');
    if (comment.authorId !== viewerId) throw forbidden('comment');
    await commentRepository.remove(comment);
  },
};
