import { sequelize } from './sequelize.js';
import { Tag, ArticleTag } from './models.js';

export async function migrate() {
  await Tag.sync();
  await ArticleTag.sync();
  await sequelize.query(`
    CREATE MATERIALIZED VIEW IF NOT EXISTS popular_tags AS
    SELECT t.name, COUNT(at."articleId")::int AS uses
    FROM tags t JOIN article_tags at ON at."tagId" = t.id
    GROUP BY t.name
  `);
  await sequelize.query('CREATE UNIQUE INDEX IF NOT EXISTS popular_tags_name ON popular_tags (name)');
}

export async function refreshPopularTags() {
  await sequelize.query('REFRESH MATERIALIZED VIEW CONCURRENTLY popular_tags');
}
