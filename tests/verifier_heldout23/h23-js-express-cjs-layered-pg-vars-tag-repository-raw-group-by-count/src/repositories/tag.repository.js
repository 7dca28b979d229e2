const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

// Most used tags first, so the sidebar shows the popular ones.
async function popular(limit = 20) {
  const rows = await sequelize.query(
    `SELECT t.name, COUNT(at."articleId") AS uses
       FROM tags t
       JOIN article_tags at ON at."tagId" = t.id
      GROUP BY t.name
      ORDER BY uses DESC, t.name ASC
      LIMIT :limit`,
    { replacements: { limit }, type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.name);
}

module.exports = { popular };
