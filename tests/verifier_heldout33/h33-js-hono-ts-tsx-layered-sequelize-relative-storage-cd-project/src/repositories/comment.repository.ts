import { Comment } from '../models/index.js';
export const commentRepository = {
  forArticle: (articleId: number) => Comment.findAll({ where: { articleId }, order: [['createdAt', 'DESC']] }),
  byId: (id: number) => Comment.findByPk(id),
  delete: (id: number) => Comment.destroy({ where: { id } }),
};
