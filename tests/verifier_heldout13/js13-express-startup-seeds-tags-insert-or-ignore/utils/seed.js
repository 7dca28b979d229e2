const { sequelize } = require('../models');

// A few default tags so GET /api/tags is never empty on a fresh database.
const DEFAULT_TAGS = ['welcome', 'introduction', 'realworld'];

async function seedTags() {
  for (const name of DEFAULT_TAGS) {
    await sequelize.query('INSERT OR IGNORE INTO tags (name) VALUES (?)', {
      replacements: [name],
    });
  }
}

module.exports = { seedTags };
