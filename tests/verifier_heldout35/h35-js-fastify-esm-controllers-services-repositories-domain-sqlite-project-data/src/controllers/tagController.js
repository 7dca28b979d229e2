import { listTags } from '../services/tagService.js';
export async function tagController(app) {
  app.get('/tags', async () => ({ tags: await listTags() }));
}
