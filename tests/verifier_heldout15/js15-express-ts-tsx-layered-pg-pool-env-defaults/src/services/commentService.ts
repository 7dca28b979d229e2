import { commentRepository } from '../repositories/commentRepository';
import type { Comment } from '../models/comment';

export class ValidationError extends Error {}

export const commentService = {
  list: (slug: string): Promise<Comment[]> => commentRepository.forArticle(slug),
  async add(slug: string, author: string, body: unknown): Promise<Comment> {
    if (typeof body !== 'string' || body.trim() === '') throw new ValidationError('body');
    return commentRepository.add(slug, author, body);
  },
  remove: (id: number) => commentRepository.remove(id),
};
