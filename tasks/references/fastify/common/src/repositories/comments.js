'use strict';
// feature-file: comments

const { Comment, User } = require('../models');
const plain = require('./plain');

const withAuthor = [{ model: User, as: 'author' }];

async function findById(id) {
  return plain(await Comment.findByPk(id, { include: withAuthor }));
}

async function listForArticle(articleId) {
  const rows = await Comment.findAll({
    where: { articleId },
    include: withAuthor,
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map(plain);
}

async function create(fields) {
  const { id } = await Comment.create(fields);
  return findById(id);
}

async function remove(id) {
  await Comment.destroy({ where: { id } });
}

module.exports = { findById, listForArticle, create, remove };
