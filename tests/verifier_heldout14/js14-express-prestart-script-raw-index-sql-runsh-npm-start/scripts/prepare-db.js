// Runs before `npm start`: creates the tables and the indexes the list endpoints need.
const { sequelize } = require('../src/models');

async function main() {
  await sequelize.sync();
  await sequelize.query('CREATE INDEX IF NOT EXISTS idx_articles_created_at ON articles ("createdAt" DESC)');
  await sequelize.query('CREATE INDEX IF NOT EXISTS idx_articles_author ON articles ("authorId")');
  await sequelize.close();
  console.log('database ready');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
