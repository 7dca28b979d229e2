import type { FastifyPluginAsync } from 'fastify';
import { listTags } from '../services/tag.service.js';

export const tagRoutes: FastifyPluginAsync = async (app) => {
  app.get('/tags', async () => listTags());
};
