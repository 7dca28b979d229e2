const { pool } = require('../db');

async function allTags() {
  const { rows } = await pool.query('SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY tag');
  return rows.map((r) => r.tag);
}

module.exports = { allTags };
