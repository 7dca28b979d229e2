const { sequelize } = require('./models');

// Start every non-production run from a clean slate so repeated local runs
// do not trip over unique usernames/slugs.
module.exports = async function bootstrap() {
  await sequelize.sync();
  if (process.env.NODE_ENV !== 'production') {
    await sequelize.query('TRUNCATE TABLE "Comments", "Favorites", "ArticleTags", "Tags", "Articles", "Follows", "Users" RESTART IDENTITY CASCADE');
  }
};
