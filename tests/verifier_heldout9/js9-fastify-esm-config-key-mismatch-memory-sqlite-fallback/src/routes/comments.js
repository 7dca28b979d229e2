import { listComments } from '../services/comments.js';

export default async function commentRoutes(app) {
  app.get('/articles/:slug/comments', async (req) => ({ comments: await listComments(req.params.slug) }));
}
