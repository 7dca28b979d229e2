const { Comment, User } = require('../models');

module.exports = {
  listForArticle: (articleId) => Comment.findAll({
    where: { article_id: articleId },
    include: [{ model: User, as: 'author' }],
    order: [['created_at', 'DESC']],
  }),
  create: async (articleId, authorId, body) => {
    const c = await Comment.create({ article_id: articleId, author_id: authorId, body });
    return Comment.findByPk(c.id, { include: [{ model: User, as: 'author' }] });
  },
  findById: (id) => Comment.findByPk(id),
  destroy: (comment) => comment.destroy(),
};
