// Runs before every start: make sure the tables exist and the feed index is there.
const { sequelize } = require('../src/db');

(async () => {
  await sequelize.sync();
  await sequelize.query('CREATE INDEX IF NOT EXISTS articles_author_created ON articles ("authorId", "createdAt" DESC)');
  await sequelize.query("UPDATE articles SET description = '' WHERE description IS NULL");
  await sequelize.close();
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
