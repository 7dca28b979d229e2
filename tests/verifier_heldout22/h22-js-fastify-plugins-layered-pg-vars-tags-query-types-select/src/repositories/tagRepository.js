const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

class TagRepository {
  async allNames() {
    const rows = await sequelize.query('SELECT DISTINCT "name" FROM "tags" ORDER BY "name"', { type: QueryTypes.SELECT });
    return rows.map((r) => r.name);
  }
}

module.exports = TagRepository;
