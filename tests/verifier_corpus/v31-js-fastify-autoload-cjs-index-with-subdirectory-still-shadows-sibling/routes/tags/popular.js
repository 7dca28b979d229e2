'use strict';

const { sequelize } = require('../../lib/db');

module.exports = async function popularTags(app) {
  app.get('/popular', async () => {
    const [rows] = await sequelize.query(
      'SELECT t.name, COUNT(*) AS uses FROM tags t JOIN article_tags at ON at.tag_id = t.id GROUP BY t.name ORDER BY uses DESC LIMIT 10',
    );
    return { tags: rows.map((r) => r.name) };
  });
};
