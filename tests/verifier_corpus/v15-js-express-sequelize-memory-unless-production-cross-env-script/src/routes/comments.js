const express = require('express');
const { Comment } = require('../models');

const router = express.Router({ mergeParams: true });

const present = (c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: { username: c.author } });

router.get('/', async (req, res, next) => {
  try {
    const comments = await Comment.findAll({ where: { articleSlug: req.params.slug }, order: [['createdAt', 'ASC']] });
    res.json({ comments: comments.map(present) });
  } catch (err) { next(err); }
});

router.post('/', async (req, res, next) => {
  try {
    const body = req.body.comment && req.body.comment.body;
    if (!body) return res.status(422).json({ errors: { body: ["can't be blank"] } });
    const comment = await Comment.create({ articleSlug: req.params.slug, author: req.get('x-username') || 'anonymous', body });
    return res.status(201).json({ comment: present(comment) });
  } catch (err) { return next(err); }
});

router.delete('/:id', async (req, res, next) => {
  try {
    const removed = await Comment.destroy({ where: { id: req.params.id, articleSlug: req.params.slug } });
    return removed ? res.sendStatus(204) : res.status(404).json({ errors: { comment: ['not found'] } });
  } catch (err) { return next(err); }
});

module.exports = router;
