const { Router } = require('express');
const commentService = require('../services/comment.service');

exports.buildRouter = () => {
  const r = Router();
  r.get('/health-check', (req, res) => res.sendStatus(200));
  r.get('/articles/:slug/comments', async (req, res, next) => {
    try { res.json({ comments: await commentService.list(req.params.slug) }); } catch (e) { next(e); }
  });
  return r;
};
