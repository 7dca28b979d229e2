import { listArticles, listTags } from '../services/feed.js';

export default async function routes(app) {
  app.get('/api/articles', async (request) => listArticles(request.query));
  app.get('/api/tags', async () => listTags());
}
