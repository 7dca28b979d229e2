const { Router } = require('express');

exports.makeRouter = (services) => {
  const router = Router();
  router.post('/users', (req, res) => res.status(201).json({ user: services.users.register(req.body.user) }));
  router.get('/tags', (req, res) => res.json({ tags: services.tags.list() }));
  return router;
};
