const router = require('express').Router();
const jwt = require('jsonwebtoken');
const service = require('../services/users.service');

router.post('/', (req, res) => {
  const user = service.register(req.body.user);
  res.status(201).json({ user: { ...user, token: jwt.sign({ id: user.id }, 'conduit') } });
});
module.exports = router;
