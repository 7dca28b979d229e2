const { Router } = require('express');
const articleService = require('../services/article.service');
const router = Router();
router.get('/articles', async (req, res, next) => { try { res.json(await articleService.list(req.query)); } catch (e) { next(e); } });
router.get('/articles/:slug', async (req, res, next) => { try { res.json({ article: await articleService.get(req.params.slug) }); } catch (e) { next(e); } });
module.exports = router;
