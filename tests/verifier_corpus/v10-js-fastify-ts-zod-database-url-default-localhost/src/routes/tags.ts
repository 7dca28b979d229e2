import type { FastifyPluginAsync } from 'fastify';
import { Tag } from '../models/tag';

export const tagRoutes: FastifyPluginAsync = async (app) => {
  app.get('/tags', async () => {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });
};
