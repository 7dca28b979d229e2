const { QueryTypes } = require('sequelize');
const { sequelize } = require('../infra/sequelize');

module.exports = {
  // readiness probe: asks the server which database the pool is connected to
  async currentDatabase() {
    const [row] = await sequelize.query('SELECT current_database() AS name', { type: QueryTypes.SELECT });
    return row.name;
  },
};
