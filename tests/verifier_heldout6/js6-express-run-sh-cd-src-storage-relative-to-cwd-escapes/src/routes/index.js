const { Router } = require('express');
const articles = require('../services/articles.service');

const router = Router();

router.get('/health-check', (req, res) => res.json({ status: 'ok' }));
router.get('/articles', async (req, res, next) => {
  try { res.json(await articles.list(req.query)); } catch (err) { next(err); }
});
router.get('/tags', async (req, res, next) => {
  try { res.json({ tags: await articles.tags() }); } catch (err) { next(err); }
});

module.exports = router;
