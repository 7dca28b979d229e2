'use strict';
const { sequelize } = require('../models');

/** Creates / updates the tables. Called by the server at start-up. */
async function ensureSchema() {
  await sequelize.sync();
}

module.exports = { ensureSchema };

// Developer helper: `npm run db:reset` wipes all rows without dropping the file.
if (require.main === module) {
  (async () => {
    if (!process.argv.includes('--reset')) {
      console.log('usage: node src/db/maintenance.js --reset');
      return;
    }
    await sequelize.query('PRAGMA foreign_keys = OFF');
    for (const table of ['favorites', 'article_tags', 'tags', 'articles', 'users']) {
      await sequelize.query(`DELETE FROM ${table}`);
      await sequelize.query(`DELETE FROM sqlite_sequence WHERE name = '${table}'`);
    }
    await sequelize.query('PRAGMA foreign_keys = ON');
    console.log('database reset');
    await sequelize.close();
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
