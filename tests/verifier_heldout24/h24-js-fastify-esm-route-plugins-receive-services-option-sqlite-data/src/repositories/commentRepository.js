import { Comment, User } from '../models/index.js';

export const commentRepository = {
  listForArticle: (articleSlug) => Comment.findAll({
    where: { articleSlug },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
  }),
  add: (attrs) => Comment.create(attrs),
  findById: (id) => Comment.findByPk(id),
  remove: (comment) => comment.destroy(),
};
