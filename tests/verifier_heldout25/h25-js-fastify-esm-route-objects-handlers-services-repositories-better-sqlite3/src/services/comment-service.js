import { commentRepository } from '../repositories/comment-repository.js';
import { userRepository } from '../repositories/user-repository.js';
import { profileOf } from '../models/user.js';

const withAuthor = (comment) => {
  const { authorId, articleSlug, ...rest } = comment;
  return { ...rest, author: profileOf(userRepository.findById(authorId)) };
};

export const commentService = {
  list: (slug) => commentRepository.listFor(slug).map(withAuthor),
  add: (slug, userId, body) => withAuthor(commentRepository.create(slug, userId, body)),
  remove(slug, id, userId) {
    const comment = commentRepository.findById(id);
    if (!comment || comment.articleSlug !== slug) return 'missing';
    if (comment.authorId !== userId) return 'forbidden';
    commentRepository.delete(id);
    return 'deleted';
  },
};
