const { QueryTypes } = require('sequelize');
const { sequelize } = require('./models');

module.exports.allTags = async () => {
  const rows = await sequelize.query('SELECT DISTINCT name FROM Tags ORDER BY name', { type: QueryTypes.SELECT });
  return rows.map((r) => r.name);
};
