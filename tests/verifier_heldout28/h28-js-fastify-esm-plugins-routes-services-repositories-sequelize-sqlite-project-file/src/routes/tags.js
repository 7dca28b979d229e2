import { listTags } from '../services/tag-service.js';

export default async function tagRoutes(app) {
  app.get('/tags', async () => ({ tags: await listTags() }));
}
