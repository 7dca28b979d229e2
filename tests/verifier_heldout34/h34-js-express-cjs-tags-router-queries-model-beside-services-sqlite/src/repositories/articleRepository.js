const { Article, Tag } = require('../models');

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] });
}

async function list({ limit, offset }) {
  return Article.findAll({ include: [{ model: Tag, as: 'tags' }], limit, offset, order: [['createdAt', 'DESC']] });
}

module.exports = { findBySlug, list };
