const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('../models');

const run = sequelize.query.bind(sequelize);

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
}

async function list({ limit, offset }) {
  return Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

async function create(fields) {
  return Article.create(fields);
}

// Articles written by the users `userId` follows, newest first.
async function feed(userId, { limit, offset }) {
  const rows = await run(
    `SELECT a.id, a.slug, a.title, a.description, a.body, a.createdAt, a.updatedAt,
            u.username, u.bio, u.image
       FROM articles a
       JOIN follows f ON f.followee_id = a.author_id
       JOIN users u ON u.id = a.author_id
      WHERE f.follower_id = :userId
      ORDER BY a.createdAt DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
  );
  const [{ total }] = await run(
    'SELECT COUNT(*) AS total FROM articles a JOIN follows f ON f.followee_id = a.author_id WHERE f.follower_id = :userId',
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return { rows, count: Number(total) };
}

module.exports = { findBySlug, list, create, feed };
