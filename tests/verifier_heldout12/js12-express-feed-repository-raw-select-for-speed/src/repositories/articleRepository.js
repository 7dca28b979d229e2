const { QueryTypes } = require('sequelize');
const { sequelize, Article, User, Favorite } = require('../models');

const withAuthor = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: withAuthor });
}

async function create(data) {
  return Article.create(data);
}

async function list({ limit, offset }) {
  return Article.findAndCountAll({ include: withAuthor, order: [['created_at', 'DESC']], limit, offset });
}

// The feed joins follows, users and favorites; one SQL statement is much faster than
// chaining includes, so it is written by hand here.
async function feed(userId, { limit, offset }) {
  const rows = await sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image,
            COUNT(f.article_id) AS favorites_count,
            BOOL_OR(f.user_id = :userId) AS favorited,
            COUNT(*) OVER() AS total
       FROM articles a
       JOIN follows fo ON fo.following_id = a.author_id AND fo.follower_id = :userId
       JOIN users u ON u.id = a.author_id
  LEFT JOIN favorites f ON f.article_id = a.id
   GROUP BY a.id, u.id
   ORDER BY a.created_at DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
  );
  return { rows, count: rows.length ? Number(rows[0].total) : 0 };
}

async function favoritesCount(articleId) {
  return Favorite.count({ where: { article_id: articleId } });
}

module.exports = { findBySlug, create, list, feed, favoritesCount };
