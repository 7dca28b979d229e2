import type { FastifyInstance } from 'fastify';
import type { TagService } from '../services/tagService';

export function tagRoutes(tagService: TagService) {
  return async (app: FastifyInstance) => {
    app.get('/tags', async () => ({ tags: tagService.popular() }));
  };
}
