'use strict';

const { sequelize } = require('../src/db');

const DEFAULT_TAGS = ['welcome', 'introduction', 'realworld'];

async function main() {
  await sequelize.sync();
  const values = DEFAULT_TAGS.map(() => '(?)').join(', ');
  await sequelize.query(`INSERT OR IGNORE INTO tags (name) VALUES ${values}`, { replacements: DEFAULT_TAGS });
  await sequelize.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
