import type { FastifyPluginAsync } from 'fastify';
import { commentService } from '../services/comment.service.js';

export const commentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { slug: string } }>('/articles/:slug/comments', async (req) => ({ comments: await commentService.list(req.params.slug) }));
};
