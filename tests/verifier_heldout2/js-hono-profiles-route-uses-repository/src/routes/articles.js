const { Hono } = require('hono');
const { listArticles } = require('../services/articleService');

const router = new Hono();
router.get('/', async (c) => c.json(await listArticles()));
module.exports = router;
