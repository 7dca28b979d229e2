const { fn, col } = require('sequelize');
const { sequelize, Tag, Article } = require('../models');

async function findOrCreateMany(names) {
  const tags = [];
  for (const name of names) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    tags.push(tag);
  }
  return tags;
}

// Tags ordered by how many articles use them.
async function popularNames() {
  const rows = await Tag.findAll({
    attributes: ['name', [fn('COUNT', col('Articles.id')), 'uses']],
    include: [{ model: Article, attributes: [], through: { attributes: [] } }],
    group: ['Tag.id'],
    order: [[fn('COUNT', col('Articles.id')), 'DESC'], ['name', 'ASC']],
  });
  return rows.map((r) => r.name);
}

// First version of popularNames, before the association existed. Not wired anywhere any more;
// kept for comparing the generated SQL while profiling.
async function popularNamesRaw() {
  const [rows] = await sequelize.query(
    'SELECT t.name, COUNT(at.ArticleId) AS uses FROM Tags t LEFT JOIN ArticleTags at ON at.TagId = t.id GROUP BY t.id ORDER BY uses DESC, t.name',
  );
  return rows.map((r) => r.name);
}

module.exports = { findOrCreateMany, popularNames, popularNamesRaw };
