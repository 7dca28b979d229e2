import Router from '@koa/router';
import { listTags } from '../controllers/tagController.js';
import { createArticle, getArticle } from '../controllers/articleController.js';

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/tags', listTags);
router.post('/articles', createArticle);
router.get('/articles/:slug', getArticle);

export default router;
