const { QueryTypes } = require('sequelize');
const sequelize = require('../config/database');

// The feed needs a join through follows; a plain query is simpler than the include chain.
async function getFeed(userId, { limit = 20, offset = 0 }) {
  const rows = await sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image, COUNT(*) OVER() AS total
       FROM articles a
       JOIN follows f ON f.following_id = a.author_id
       JOIN users u ON u.id = a.author_id
      WHERE f.follower_id = :userId
      ORDER BY a.created_at DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit: +limit, offset: +offset }, type: QueryTypes.SELECT },
  );
  return {
    articles: rows.map(({ total, username, bio, image, ...a }) => ({ ...a, author: { username, bio, image } })),
    articlesCount: rows.length ? Number(rows[0].total) : 0,
  };
}

module.exports = { getFeed };
