import { commentRepository } from '../repositories/commentRepository.js';

export class CommentError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

export const commentService = {
  list: (slug) => commentRepository.list(slug),
  add(slug, author, body) {
    if (!body) throw new CommentError(422, "body can't be blank");
    return commentRepository.add(slug, author, body);
  },
  remove(id, username) {
    const c = commentRepository.find(id);
    if (!c) throw new CommentError(404, 'comment not found');
    if (c.author.username !== username) throw new CommentError(403, 'forbidden');
    commentRepository.remove(id);
  },
};
