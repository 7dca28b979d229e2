import type { FastifyInstance } from 'fastify';
import { popularTags } from '../services/tag-service';

export default async function tagRoutes(app: FastifyInstance) {
  app.get('/tags', async () => ({ tags: await popularTags() }));
}
