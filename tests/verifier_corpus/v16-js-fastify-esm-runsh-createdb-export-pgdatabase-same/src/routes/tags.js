import { Tag } from '../models/index.js';

export default async function tagRoutes(app) {
  app.get('/api/tags', async () => {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });
}
