import { Comment, User } from '../models/index.js';

export const commentRepository = {
  forArticle: (articleSlug) => Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['id', 'ASC']] }),
  byId: (id) => Comment.findByPk(id),
  insert: (values) => Comment.create(values),
  remove: (comment) => comment.destroy(),
};
