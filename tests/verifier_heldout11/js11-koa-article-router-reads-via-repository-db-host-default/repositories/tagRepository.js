const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');
module.exports = {
  popular: async () => {
    const rows = await sequelize.query('SELECT name FROM tags ORDER BY name ASC', { type: QueryTypes.SELECT });
    return rows.map((r) => r.name);
  },
};
