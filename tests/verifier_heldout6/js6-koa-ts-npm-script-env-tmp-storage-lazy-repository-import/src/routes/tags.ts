import Router from '@koa/router';

export const tagsRouter = new Router();

// Tags are read-only and rarely hit: load the data module only when needed.
tagsRouter.get('/tags', async (ctx) => {
  const { TagRepository } = await import('../repositories/tag.repository.js');
  ctx.body = { tags: await new TagRepository().allNames() };
});
