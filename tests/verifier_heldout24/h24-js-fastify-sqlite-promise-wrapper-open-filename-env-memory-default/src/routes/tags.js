import { db } from '../db.js';

export default async function tags(app) {
  app.get('/tags', async () => ({ tags: (await db.all('SELECT name FROM tags ORDER BY name')).map((r) => r.name) }));
}
