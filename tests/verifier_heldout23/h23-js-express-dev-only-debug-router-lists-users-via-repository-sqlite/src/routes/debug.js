// Development helpers: inspect what the test client created without opening the
// database file. Mounted only outside production (see app.js).
const { Router } = require('express');
const userRepository = require('../repositories/user.repository');
const articleRepository = require('../repositories/article.repository');

const router = Router();

router.get('/_debug/users', async (req, res, next) => {
  try {
    const users = await userRepository.listAll();
    res.json({ users: users.map((u) => u.toJSON()), count: users.length });
  } catch (e) { next(e); }
});

router.get('/_debug/articles/:slug', async (req, res, next) => {
  try {
    const article = await articleRepository.findBySlug(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    return res.json({ article: article.toJSON() });
  } catch (e) { return next(e); }
});

module.exports = router;
