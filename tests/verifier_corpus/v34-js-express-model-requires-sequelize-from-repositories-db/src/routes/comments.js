'use strict';
const express = require('express');
const commentService = require('../services/commentService');

const router = express.Router();
router.get('/articles/:slug/comments', async (req, res) => {
  res.json({ comments: await commentService.list(req.params.slug) });
});
router.post('/articles/:slug/comments', async (req, res) => {
  res.status(201).json({ comment: await commentService.add(req.params.slug, req.body.comment.body) });
});
module.exports = router;
