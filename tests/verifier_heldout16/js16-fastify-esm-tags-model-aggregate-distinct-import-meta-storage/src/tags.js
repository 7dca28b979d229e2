import { ArticleTag } from './database.js';

export default async function tagRoutes(app) {
  app.get('/tags', async () => {
    const rows = await ArticleTag.aggregate('tag', 'DISTINCT', { plain: false });
    return { tags: rows.map((row) => row.DISTINCT).sort() };
  });
}
