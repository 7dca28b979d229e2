import { commentRepository } from '../repositories/comment-repository.js';

export const commentService = {
  list: (slug) => commentRepository.forArticle(slug),
  add: (slug, author, body) => commentRepository.create({ articleSlug: slug, authorName: author, body }),
  remove: (id) => commentRepository.delete(id),
};
