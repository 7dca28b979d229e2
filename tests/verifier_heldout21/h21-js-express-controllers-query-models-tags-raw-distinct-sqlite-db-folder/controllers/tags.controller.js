const { sequelize } = require('../models');

exports.list = async (req, res) => {
  const [rows] = await sequelize.query('SELECT DISTINCT name FROM tags ORDER BY name');
  res.json({ tags: rows.map((r) => r.name) });
};
