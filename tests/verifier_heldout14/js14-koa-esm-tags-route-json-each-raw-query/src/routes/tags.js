import Router from '@koa/router';
import { QueryTypes } from 'sequelize';
import { sequelize } from '../models/index.js';

export const tagsRouter = new Router();

// tagList is a JSON column; json_each lets SQLite unnest it directly, much faster than
// loading every article through the service.
tagsRouter.get('/tags', async (ctx) => {
  const rows = await sequelize.query(
    'SELECT DISTINCT json_each.value AS tag FROM articles, json_each(articles.tagList) ORDER BY tag',
    { type: QueryTypes.SELECT },
  );
  ctx.body = { tags: rows.map((r) => r.tag) };
});
