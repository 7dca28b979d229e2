// Kept from the first prototype, before the Sequelize models existed. Not wired anywhere.
const { sequelize } = require('../db');

module.exports = async function feedFor(userId, limit, offset) {
  return sequelize.query(
    `SELECT a.* FROM Articles a JOIN Follows f ON f.followingId = a.authorId
     WHERE f.followerId = :userId ORDER BY a.createdAt DESC LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit, offset } },
  );
};
