import { Comment } from '../models/comment.js';

export const commentRepository = {
  forArticle: (articleSlug) => Comment.findAll({ where: { articleSlug }, order: [['createdAt', 'DESC']] }),
  create: (data) => Comment.create(data),
  delete: (id) => Comment.destroy({ where: { id } }),
};
