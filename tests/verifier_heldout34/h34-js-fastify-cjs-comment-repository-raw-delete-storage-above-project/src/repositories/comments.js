const { QueryTypes } = require('sequelize');
const { sequelize, Comment } = require('../db');

async function list(articleId) {
  return Comment.findAll({ where: { articleId }, order: [['createdAt', 'DESC']] });
}

async function create(articleId, authorId, body) {
  return Comment.create({ articleId, authorId, body });
}

async function removeOwned(id, authorId) {
  const [, meta] = await sequelize.query(
    'DELETE FROM comments WHERE id = ? AND authorId = ?',
    { replacements: [id, authorId], type: QueryTypes.DELETE },
  );
  return meta;
}

module.exports = { list, create, removeOwned };
