import type { FastifyInstance } from 'fastify';
import { Tag } from '../models/tag.js';

export async function tagRoutes(app: FastifyInstance) {
  app.get('/tags', async () => {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });

  app.post<{ Body: { tag: string } }>('/tags', async (request, reply) => {
    const [tag] = await Tag.findOrCreate({ where: { name: request.body.tag } });
    return reply.code(201).send({ tag: tag.name });
  });
}
