const { sequelize, Sequelize } = require('../models');

// Distinct tag names, most used first.
async function popularTags() {
  const rows = await sequelize.query(
    'SELECT tag, COUNT(*) AS uses FROM article_tags GROUP BY tag ORDER BY uses DESC, tag ASC',
    { type: Sequelize.QueryTypes.SELECT },
  );
  return rows.map((r) => r.tag);
}

module.exports = { popularTags };
