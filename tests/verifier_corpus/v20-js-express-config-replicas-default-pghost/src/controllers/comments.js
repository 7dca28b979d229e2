const { Router } = require('express');
const { Comment } = require('../models');

const router = Router({ mergeParams: true });

const toJson = (c) => ({
  id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
  author: { username: c.authorUsername, bio: null, image: null, following: false },
});

router.get('/', async (req, res, next) => {
  try {
    const rows = await Comment.findAll({ where: { articleSlug: req.params.slug }, order: [['createdAt', 'DESC']] });
    res.json({ comments: rows.map(toJson) });
  } catch (e) { next(e); }
});

router.post('/', async (req, res, next) => {
  try {
    const body = req.body && req.body.comment && req.body.comment.body;
    const user = req.get('x-username');
    if (!user) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    if (!body) return res.status(422).json({ errors: { body: ["can't be blank"] } });
    const c = await Comment.create({ body, articleSlug: req.params.slug, authorUsername: user });
    return res.status(201).json({ comment: toJson(c) });
  } catch (e) { return next(e); }
});

router.delete('/:id', async (req, res, next) => {
  try {
    const c = await Comment.findOne({ where: { id: req.params.id, articleSlug: req.params.slug } });
    if (!c) return res.status(404).json({ errors: { comment: ['not found'] } });
    if (c.authorUsername !== req.get('x-username')) return res.status(403).json({ errors: { comment: ['forbidden'] } });
    await c.destroy();
    return res.status(204).end();
  } catch (e) { return next(e); }
});

module.exports = router;
