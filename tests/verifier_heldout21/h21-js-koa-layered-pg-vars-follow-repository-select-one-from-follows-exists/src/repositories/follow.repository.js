const { QueryTypes } = require('sequelize');
const { sequelize, Follow } = require('../models');

async function exists(followerId, followeeId) {
  const rows = await sequelize.query(
    'SELECT 1 FROM "Follows" WHERE "followerId" = :followerId AND "followeeId" = :followeeId LIMIT 1',
    { replacements: { followerId, followeeId }, type: QueryTypes.SELECT },
  );
  return rows.length > 0;
}

const add = (followerId, followeeId) => Follow.findOrCreate({ where: { followerId, followeeId } });
const remove = (followerId, followeeId) => Follow.destroy({ where: { followerId, followeeId } });

module.exports = { exists, add, remove };
