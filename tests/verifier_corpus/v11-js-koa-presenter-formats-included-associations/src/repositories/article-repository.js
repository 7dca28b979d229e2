'use strict';

const { Article, Tag, User } = require('../models');

// Everything the article JSON needs is loaded here, in one query per article list.
const FULL = [
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
  { model: User, as: 'favoritedBy', attributes: ['id'], through: { attributes: [] } },
  {
    model: User,
    as: 'author',
    attributes: ['id', 'username', 'bio', 'image'],
    include: [{ model: User, as: 'followers', attributes: ['id'], through: { attributes: [] } }],
  },
];

function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: FULL });
}

function findPage({ limit, offset }) {
  return Article.findAll({ include: FULL, order: [['createdAt', 'DESC']], limit, offset, distinct: true });
}

module.exports = { findBySlug, findPage };
