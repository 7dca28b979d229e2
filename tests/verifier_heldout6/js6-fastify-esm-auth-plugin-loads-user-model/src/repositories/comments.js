import { Comment, User } from '../models/index.js';

export const commentsRepo = {
  forArticle: (articleSlug) =>
    Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'ASC']] }),
  insert: (values) => Comment.create(values),
  byId: (id) => Comment.findByPk(id),
  remove: (id) => Comment.destroy({ where: { id } }),
};
