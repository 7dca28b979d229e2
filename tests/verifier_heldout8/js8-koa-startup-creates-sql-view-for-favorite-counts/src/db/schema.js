import { sequelize, User, Article, Favorite } from './models.js';

const ARTICLE_STATS_VIEW = `
  CREATE OR REPLACE VIEW article_stats AS
  SELECT a.id AS article_id, COUNT(f.user_id)::int AS favorites_count
    FROM articles a
    LEFT JOIN favorites f ON f.article_id = a.id
   GROUP BY a.id`;

export async function createSchema() {
  // tables from the models; the view is not a table, so it is not synced
  await User.sync();
  await Article.sync();
  await Favorite.sync();
  await sequelize.query(ARTICLE_STATS_VIEW);
}
