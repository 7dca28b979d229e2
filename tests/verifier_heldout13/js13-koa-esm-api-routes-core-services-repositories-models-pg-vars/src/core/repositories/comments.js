import { Comment, User } from '../models/index.js';

export const commentsRepo = {
  forArticle: (articleSlug) =>
    Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['id', 'ASC']] }),
  add: async (values) => {
    const { id } = await Comment.create(values);
    return Comment.findByPk(id, { include: [{ model: User, as: 'author' }] });
  },
};
