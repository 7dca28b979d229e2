import { commentRepository } from '../repositories/comment.repository.js';

export const commentService = {
  async list(slug: string) {
    const rows = await commentRepository.forArticle(slug);
    return rows.map((c) => c.toJSON());
  },
  add: (slug: string, authorId: number, body: string) => commentRepository.insert(slug, authorId, body).then((c) => c.toJSON()),
};
