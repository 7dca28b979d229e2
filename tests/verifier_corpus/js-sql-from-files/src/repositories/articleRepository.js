const fs = require('fs');
const path = require('path');
const { QueryTypes } = require('sequelize');
const { sequelize } = require('../db');
const { Article } = require('../models/article');

const RECENT_SQL = fs.readFileSync(path.join(__dirname, '..', 'sql', 'articles', 'recent.sql'), 'utf8');
const { User } = require('../models/user');

const withAuthor = { include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }] };

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, ...withAuthor });
}

async function listRecent(limit, offset) {
  const rows = await sequelize.query(RECENT_SQL, { replacements: { limit, offset }, type: QueryTypes.SELECT });
  const count = await Article.count();
  return {
    rows: rows.map(({ username, bio, image, ...article }) => ({ ...article, author: { username, bio, image } })),
    count,
  };
}

async function create(fields) {
  const article = await Article.create(fields);
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

module.exports = { findBySlug, listRecent, create, remove };
