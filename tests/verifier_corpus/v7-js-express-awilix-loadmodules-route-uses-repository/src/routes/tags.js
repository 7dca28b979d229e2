const express = require('express');

module.exports = (container) => {
  const router = express.Router();
  router.get('/tags', async (req, res) => res.json({ tags: await container.resolve('tagService').names() }));
  router.post('/tags', async (req, res) => {
    await container.cradle.tagRepository.add(req.body.tag);
    res.status(201).end();
  });
  return router;
};
