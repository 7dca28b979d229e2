const { sequelize } = require('../models');

exports.list = async (ctx) => {
  const [rows] = await sequelize.query('SELECT DISTINCT unnest("tagList") AS tag FROM "Articles" ORDER BY tag');
  ctx.body = { tags: rows.map((r) => r.tag) };
};
