import { Comment, User } from '../models/index.js';

export const commentsRepository = {
  forArticle: (articleId) =>
    Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'ASC']] }),
  byId: (id) => Comment.findByPk(id, { include: [{ model: User, as: 'author' }] }),
  insert: (attrs) => Comment.create(attrs),
  remove: (comment) => comment.destroy(),
};
