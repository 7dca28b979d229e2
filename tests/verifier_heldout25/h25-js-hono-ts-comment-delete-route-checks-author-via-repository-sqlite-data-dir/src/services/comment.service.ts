import { commentRepository } from '../repositories/comment.repository.js';
import type { Comment } from '../models/comment.js';

export const toCommentJson = (c: Comment) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.authorName, bio: null, image: null, following: false },
});

export class CommentService {
  async list(slug: string) {
    return (await commentRepository.listForArticle(slug)).map(toCommentJson);
  }

  async add(slug: string, user: { id: number; username: string }, body: string) {
    if (!body?.trim()) throw new Error('body is required');
    return toCommentJson(await commentRepository.create({ body, articleSlug: slug, authorId: user.id, authorName: user.username }));
  }

  async remove(id: number) {
    await commentRepository.delete(id);
  }
}

export const commentService = new CommentService();
