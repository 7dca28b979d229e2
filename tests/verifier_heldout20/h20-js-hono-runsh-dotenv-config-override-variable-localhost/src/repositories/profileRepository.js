const { QueryTypes } = require('sequelize');
const { sequelize, User, Follow } = require('../models');

exports.findByUsername = (username) => User.findOne({ where: { username } });

exports.isFollowing = async (followerId, followeeId) => {
  const rows = await sequelize.query(
    'SELECT 1 FROM follows WHERE "followerId" = :followerId AND "followeeId" = :followeeId LIMIT 1',
    { replacements: { followerId, followeeId }, type: QueryTypes.SELECT },
  );
  return rows.length > 0;
};

exports.follow = (followerId, followeeId) => Follow.findOrCreate({ where: { followerId, followeeId } });
