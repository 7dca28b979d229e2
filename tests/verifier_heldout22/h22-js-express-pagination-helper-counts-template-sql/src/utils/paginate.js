const sequelize = require('../db');

// Counting through findAndCountAll is slow with includes; count the table directly.
module.exports = async function paginate(Model, { limit = 20, offset = 0, ...options } = {}) {
  const [rows, [{ count }]] = await Promise.all([
    Model.findAll({ ...options, limit, offset }),
    sequelize.query(`SELECT COUNT(*)::int AS count FROM "${Model.getTableName()}"`, { type: sequelize.QueryTypes.SELECT }),
  ]);
  return { rows, count };
};
