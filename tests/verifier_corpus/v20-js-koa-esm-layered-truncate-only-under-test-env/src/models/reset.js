// Empties the article tables (and their comments) and restarts the id sequences.
export async function resetArticles(sequelize) {
  await sequelize.query('TRUNCATE "Articles" RESTART IDENTITY CASCADE');
}
