// feature-file: comments
const { Comment, User } = require('../models');

const withAuthor = { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] };

const findById = (id) => Comment.findByPk(id);

const findForArticle = (articleId) =>
  Comment.findAll({ where: { articleId }, include: withAuthor, order: [['createdAt', 'ASC'], ['id', 'ASC']] });

async function create(fields) {
  const { id } = await Comment.create(fields);
  return Comment.findByPk(id, { include: withAuthor });
}

const remove = (comment) => comment.destroy();

module.exports = { findById, findForArticle, create, remove };
