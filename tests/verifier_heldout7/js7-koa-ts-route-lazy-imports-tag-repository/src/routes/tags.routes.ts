import Router from '@koa/router';

export const tagsRouter = new Router();

tagsRouter.get('/tags', async (ctx) => {
  // loaded on first use to keep startup light
  const { tagRepository } = await import('../repositories/tag.repository');
  ctx.body = { tags: await tagRepository.listNames() };
});
