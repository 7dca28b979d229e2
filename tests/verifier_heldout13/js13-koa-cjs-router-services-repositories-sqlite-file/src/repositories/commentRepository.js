const { Comment, User } = require('../models');

const withAuthor = { include: [{ model: User, as: 'author' }] };

module.exports = {
  forArticle: (articleId) => Comment.findAll({ where: { articleId }, ...withAuthor, order: [['createdAt', 'ASC']] }),
  create: async (data) => {
    const c = await Comment.create(data);
    return Comment.findByPk(c.id, withAuthor);
  },
  findById: (id) => Comment.findByPk(id),
  remove: (comment) => comment.destroy(),
};
