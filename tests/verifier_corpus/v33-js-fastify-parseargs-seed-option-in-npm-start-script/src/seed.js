'use strict';

const { sequelize } = require('./db');

async function seedTags() {
  await sequelize.query(
    "INSERT OR IGNORE INTO tags (name) VALUES ('dragons'), ('training'), ('welcome'), ('introduction')",
  );
}

module.exports = { seedTags };
