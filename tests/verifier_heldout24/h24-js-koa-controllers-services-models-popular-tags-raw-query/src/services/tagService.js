const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

exports.popularTags = async () => {
  const rows = await sequelize.query(
    `SELECT t.name, COUNT(at."articleId") AS uses
       FROM tags t LEFT JOIN article_tags at ON at."tagId" = t.id
      GROUP BY t.name ORDER BY uses DESC, t.name ASC`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.name);
};
