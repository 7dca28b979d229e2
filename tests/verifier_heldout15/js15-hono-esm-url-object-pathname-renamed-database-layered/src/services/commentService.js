import { commentRepository } from '../repositories/commentRepository.js';

export class CommentError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

export const commentService = {
  list: (slug) => commentRepository.forArticle(slug),
  add(slug, authorId, body) {
    if (!body) throw new CommentError(422, "body can't be blank");
    return commentRepository.create({ articleSlug: slug, authorId, body });
  },
  async remove(id, userId) {
    const comment = await commentRepository.byId(id);
    if (!comment) throw new CommentError(404, 'comment not found');
    if (comment.authorId !== userId) throw new CommentError(403, 'not your comment');
    await commentRepository.delete(comment);
  },
};
