const router = require('express').Router();
const service = require('../services/articlesService');

router.get('/', async (req, res, next) => {
  try { res.json(await service.list(req.query)); } catch (e) { next(e); }
});

module.exports = router;
