import { listArticles } from '../services/article-service.mjs';

export async function articleRoutes(app) {
  app.get('/', async (req) => listArticles(req.query));
}
