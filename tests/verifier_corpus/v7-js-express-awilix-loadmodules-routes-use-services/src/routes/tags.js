const express = require('express');

module.exports = (container) => {
  const router = express.Router();
  const tagService = container.resolve('tagService');
  router.get('/tags', async (req, res) => res.json({ tags: await tagService.names() }));
  router.post('/tags', async (req, res) => {
    await tagService.add(req.body.tag);
    res.status(201).end();
  });
  return router;
};
