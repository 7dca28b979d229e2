import Router from 'koa-router';
import { TagRepository } from '../repositories/TagRepository.mjs';

export const TagService = {
  list: () => TagRepository.names(),
};

export const tagRouter = new Router().get('/api/tags', async (ctx) => {
  ctx.body = { tags: await TagService.list() };
});
