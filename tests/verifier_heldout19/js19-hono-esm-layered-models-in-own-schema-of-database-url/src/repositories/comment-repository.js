import { Comment } from '../models/comment.js';

export const commentRepository = {
  forArticle: (articleSlug) => Comment.findAll({ where: { articleSlug }, order: [['createdAt', 'ASC']] }),
  create: (data) => Comment.create(data),
  remove: (id, authorId) => Comment.destroy({ where: { id, authorId } }),
};
