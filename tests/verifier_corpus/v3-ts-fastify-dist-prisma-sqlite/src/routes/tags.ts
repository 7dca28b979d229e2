import type { FastifyInstance } from 'fastify';
import { prisma } from '../db';

export default async function tagRoutes(app: FastifyInstance) {
  app.get('/api/tags', async () => {
    const tags = await prisma.tag.findMany({ orderBy: { name: 'asc' } });
    return { tags: tags.map((t) => t.name) };
  });
}
