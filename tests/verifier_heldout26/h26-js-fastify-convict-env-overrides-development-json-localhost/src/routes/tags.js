'use strict';
const { pool } = require('../db');

module.exports = async function tags(app) {
  app.get('/tags', async () => {
    const { rows } = await pool.query('SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY 1');
    return { tags: rows.map((r) => r.tag) };
  });
};
