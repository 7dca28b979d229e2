const squel = require('squel').useFlavour('postgres');
const { QueryTypes } = require('sequelize');
const { sequelize } = require('../db');

// Most used tags first, the way the demo front end lists them.
async function popularTags() {
  const sql = squel
    .select()
    .field('t.name')
    .from('tags', 't')
    .left_join('article_tags', 'at', 'at.tag_id = t.id')
    .group('t.name')
    .order('COUNT(at.article_id)', false)
    .order('t.name')
    .toString();
  const rows = await sequelize.query(sql, { type: QueryTypes.SELECT });
  return rows.map((r) => r.name);
}

module.exports = async function tagRoutes(app) {
  app.get('/tags', async () => ({ tags: await popularTags() }));
};
