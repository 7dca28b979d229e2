import { Comment, User } from '../models/index.js';

export const commentsRepo = {
  forArticle: (articleSlug) =>
    Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] }),
  byId: (id) => Comment.findByPk(id, { include: [{ model: User, as: 'author' }] }),
  add: (attrs) => Comment.create(attrs),
  remove: (comment) => comment.destroy(),
};
