'use strict';
const { Article, User, Tag } = require('../models');

const withRelations = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: withRelations });
}

function findPage({ tag, author, limit, offset }) {
  const include = [
    { model: User, as: 'author', ...(author ? { where: { username: author } } : {}) },
    { model: Tag, as: 'tags', through: { attributes: [] }, ...(tag ? { where: { name: tag } } : {}) },
  ];
  return Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
}

async function create(fields, tags = []) {
  const article = await Article.create(fields);
  await article.setTags(tags);
  return article;
}

module.exports = { findBySlug, findPage, create };
