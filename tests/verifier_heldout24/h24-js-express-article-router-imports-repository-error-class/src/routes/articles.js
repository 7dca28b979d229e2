const express = require('express');
const articleService = require('../services/articleService');
const { RecordNotFoundError } = require('../repositories/errors');

const router = express.Router();

function fail(res, err) {
  if (err instanceof RecordNotFoundError) return res.status(404).json({ errors: { body: [err.message] } });
  if (err instanceof articleService.ForbiddenError) return res.status(403).json({ errors: { body: [err.message] } });
  return res.status(500).json({ errors: { body: ['internal error'] } });
}

router.get('/articles/:slug', async (req, res) => {
  try {
    const a = await articleService.get(req.params.slug);
    res.json({ article: { slug: a.slug, title: a.title, description: a.description, body: a.body } });
  } catch (err) { fail(res, err); }
});

router.delete('/articles/:slug', async (req, res) => {
  try {
    await articleService.remove(req.params.slug, req.userId);
    res.sendStatus(204);
  } catch (err) { fail(res, err); }
});

module.exports = router;
