const { QueryTypes } = require('sequelize');
const { sequelize, Comment, User } = require('../models');

exports.forArticle = (articleId) => Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }] });
exports.create = (attrs) => Comment.create(attrs);
exports.deleteOwned = (id, authorId) => sequelize.query(
  'DELETE FROM "Comments" WHERE id = $1 AND "authorId" = $2 RETURNING id',
  { bind: [id, authorId], type: QueryTypes.SELECT },
);
