const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

exports.feedFor = (userId, limit, offset) => sequelize.query(
  `SELECT a.* FROM Articles a
     JOIN Follows f ON f.followingId = a.authorId
    WHERE f.followerId = :userId
    ORDER BY a.createdAt DESC LIMIT :limit OFFSET :offset`,
  { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
);
