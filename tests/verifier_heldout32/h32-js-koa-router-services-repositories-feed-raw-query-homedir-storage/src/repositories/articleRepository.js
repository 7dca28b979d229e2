const { QueryTypes } = require('sequelize');
const { sequelize, Article } = require('../models');

exports.findBySlug = (slug) => Article.findOne({ where: { slug } });

exports.feedFor = (userId, limit, offset) =>
  sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image
       FROM Articles a
       JOIN Follows f ON f.followingId = a.authorId
       JOIN Users u ON u.id = a.authorId
      WHERE f.followerId = ?
      ORDER BY a.createdAt DESC
      LIMIT ? OFFSET ?`,
    { replacements: [userId, limit, offset], type: QueryTypes.SELECT },
  );
