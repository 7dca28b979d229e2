const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('../models');

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
}

// the feed needs a join on follows; easier to write by hand than with includes
async function feed(userId, limit, offset) {
  return sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image
       FROM articles a
       JOIN follows f ON f.following_id = a.author_id
       JOIN users u ON u.id = a.author_id
      WHERE f.follower_id = :userId
      ORDER BY a.created_at DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
  );
}

module.exports = { findBySlug, feed };
