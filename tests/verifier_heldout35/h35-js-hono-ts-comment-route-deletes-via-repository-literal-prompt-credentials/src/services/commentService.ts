import { commentRepository } from '../repositories/commentRepository.js';
export const commentService = {
  list: (slug: string) => commentRepository.forArticle(slug),
  add: (slug: string, authorId: number, body: string) => commentRepository.create(slug, authorId, body),
};
