import Router from '@koa/router';
import { listTags } from '../services/tag.service.js';
export const tagsRouter = new Router({ prefix: '/api/tags' });
tagsRouter.get('/', async (ctx) => { ctx.body = { tags: await listTags() }; });
