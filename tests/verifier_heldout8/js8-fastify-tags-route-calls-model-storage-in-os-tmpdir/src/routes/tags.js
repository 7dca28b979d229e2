import { Tag } from '../models/index.js';

export default async function tagsRoutes(app) {
  // simple read-only list, no business logic needed
  app.get('/tags', async () => {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });
}
