import * as articleService from '../services/article-service.js';
import { listArticlesSchema } from './schemas.js';

export default async function (fastify) {
  fastify.get('/articles', { schema: listArticlesSchema }, (request) => articleService.list(request.query));
  fastify.get('/articles/:slug', (request) => articleService.get(request.params.slug));
}
