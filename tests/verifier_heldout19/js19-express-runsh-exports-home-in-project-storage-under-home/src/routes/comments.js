const { Router } = require('express');

module.exports = (commentService) => {
  const r = Router();
  r.get('/articles/:slug/comments', (req, res) => {
    res.json({ comments: commentService.listFor(req.params.slug) });
  });
  return r;
};
