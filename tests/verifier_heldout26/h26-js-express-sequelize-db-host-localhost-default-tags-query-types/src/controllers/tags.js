const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

exports.list = async (req, res, next) => {
  try {
    const rows = await sequelize.query(
      'SELECT DISTINCT unnest("tagList") AS tag FROM "Articles" ORDER BY tag',
      { type: QueryTypes.SELECT },
    );
    res.json({ tags: rows.map((r) => r.tag) });
  } catch (err) {
    next(err);
  }
};
