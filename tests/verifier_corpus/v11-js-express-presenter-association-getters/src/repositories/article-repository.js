'use strict';

const { Article } = require('../models');

async function findBySlug(slug) {
  return Article.findOne({ where: { slug } });
}

async function findRecent({ limit = 20, offset = 0 } = {}) {
  return Article.findAll({ order: [['createdAt', 'DESC']], limit, offset });
}

module.exports = { findBySlug, findRecent };
