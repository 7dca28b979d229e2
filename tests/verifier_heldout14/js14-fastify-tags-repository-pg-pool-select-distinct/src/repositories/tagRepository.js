const pool = require('../db/pool');
const { Tag } = require('../models');

async function findOrCreateMany(names) {
  const tags = [];
  for (const name of names) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    tags.push(tag);
  }
  return tags;
}

// GET /api/tags is hit on every page load of the front end: one plain query, no model hydration.
async function listUsedNames() {
  const { rows } = await pool.query(
    'SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id ORDER BY t.name',
  );
  return rows.map((r) => r.name);
}

module.exports = { findOrCreateMany, listUsedNames };
