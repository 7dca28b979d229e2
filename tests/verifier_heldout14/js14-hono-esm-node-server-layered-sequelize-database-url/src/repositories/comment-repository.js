import { Comment, User } from '../models/index.js';

const withAuthor = [{ model: User, as: 'author' }];

export const commentRepository = {
  listByArticle: (articleId) => Comment.findAll({ where: { articleId }, include: withAuthor, order: [['id', 'ASC']] }),
  findById: (id) => Comment.findByPk(id, { include: withAuthor }),
  create: async (data) => {
    const created = await Comment.create(data);
    return Comment.findByPk(created.id, { include: withAuthor });
  },
  destroy: (comment) => comment.destroy(),
};
