const { sequelize } = require('../models');
const { QueryTypes } = require('sequelize');
exports.allNames = async () => {
  const rows = await sequelize.query('SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at."TagId" = t.id ORDER BY t.name', { type: QueryTypes.SELECT });
  return rows.map((r) => r.name);
};
