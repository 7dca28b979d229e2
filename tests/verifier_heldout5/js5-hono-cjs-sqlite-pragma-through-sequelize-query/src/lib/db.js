const { sequelize } = require('../models');

// SQLite leaves foreign keys off per connection; cascades on delete need them.
async function initDatabase() {
  await sequelize.query('PRAGMA foreign_keys = ON;');
  await sequelize.query('PRAGMA journal_mode = WAL;');
  await sequelize.sync();
}

module.exports = { initDatabase };
