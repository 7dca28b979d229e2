import { db } from '../db.js';

const allTags = db.prepare('SELECT DISTINCT tag FROM article_tags ORDER BY tag');

export default async function tags(app) {
  app.get('/tags', async () => ({ tags: allTags.all().map((r) => r.tag) }));
}
