import { Comment } from '../models/index.js';

export const commentRepository = {
  save: (comment) => comment.save(),
  listForArticle: (articleId) => Comment.findAll({ where: { articleId }, order: [['createdAt', 'DESC']] }),
  findById: (id) => Comment.findByPk(id),
  remove: (comment) => comment.destroy(),
};
