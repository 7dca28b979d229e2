const { Tag, ArticleTag, Sequelize } = require('../models');
// plain objects are enough for the tag cloud: raw + nest skip model instances
async function popular(limit = 20) {
  return Tag.findAll({
    raw: true,
    nest: true,
    attributes: ['name', [Sequelize.fn('COUNT', Sequelize.col('Articles.id')), 'uses']],
    include: [{ association: 'Articles', attributes: [], through: { attributes: [] } }],
    group: ['Tag.id'],
    order: [[Sequelize.fn('COUNT', Sequelize.col('Articles.id')), 'DESC']],
    subQuery: false,
  });
}
module.exports = { popular };
