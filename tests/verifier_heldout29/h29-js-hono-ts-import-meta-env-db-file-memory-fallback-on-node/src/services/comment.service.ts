import { commentRepository } from '../repositories/comment.repository';
import { userRepository } from '../repositories/user.repository';
import { Forbidden, NotFound, type CommentRow, type CommentView } from '../models/comment';
import { toProfile } from '../models/user';

const view = (c: CommentRow): CommentView => ({
  id: c.id, body: c.body, createdAt: c.created_at, updatedAt: c.updated_at,
  author: toProfile(userRepository.byId(c.author_id)!),
});

export const commentService = {
  list: (slug: string) => commentRepository.forArticle(slug).map(view),
  add: (slug: string, authorId: number, body: string) => view(commentRepository.insert(slug, authorId, body)),
  remove(id: number, userId: number) {
    const comment = commentRepository.byId(id);
    if (!comment) throw new NotFound('comment not found');
    if (comment.author_id !== userId) throw new Forbidden('not your comment');
    commentRepository.remove(id);
  },
};
