import { Comment } from '../models/comment.js';

export const commentRepository = {
  forArticle: (slug) => Comment.findAll({ where: { articleSlug: slug }, order: [['createdAt', 'DESC']] }),
  create: (fields) => Comment.create(fields),
  byId: (id) => Comment.findByPk(id),
  delete: (comment) => comment.destroy(),
};
