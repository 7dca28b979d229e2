const express = require('express');
const commentService = require('../services/commentService');

const router = express.Router();

router.get('/articles/:slug/comments', async (req, res, next) => {
  try { res.json({ comments: await commentService.list(req.params.slug) }); } catch (e) { next(e); }
});

module.exports = router;
