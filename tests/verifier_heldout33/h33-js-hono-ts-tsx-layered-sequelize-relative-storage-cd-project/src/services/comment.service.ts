import { commentRepository } from '../repositories/comment.repository.js';
import { articleRepository } from '../repositories/article.repository.js';
import type { CommentView } from '../models/index.js';

export class HttpError extends Error { constructor(public status: number, message: string) { super(message); } }

export const commentService = {
  async list(slug: string): Promise<CommentView[]> {
    const article = await articleRepository.bySlug(slug);
    if (!article) throw new HttpError(404, 'article not found');
    return (await commentRepository.forArticle(article.id)).map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt }));
  },
  async remove(slug: string, id: number, userId: number): Promise<void> {
    const article = await articleRepository.bySlug(slug);
    if (!article) throw new HttpError(404, 'article not found');
    const comment = await commentRepository.byId(id);
    if (!comment || comment.articleId !== article.id) throw new HttpError(404, 'comment not found');
    if (comment.authorId !== userId) throw new HttpError(403, 'forbidden');
    await commentRepository.delete(id);
  },
};
