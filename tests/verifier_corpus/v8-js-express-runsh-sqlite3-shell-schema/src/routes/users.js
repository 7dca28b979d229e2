const express = require('express');
const { User } = require('../models');

const router = express.Router();

router.post('/users', async (req, res) => {
  const { username, email } = req.body.user;
  const user = await User.create({ username, email });
  res.status(201).json({ user: { username: user.username, email: user.email, bio: null, image: null } });
});

module.exports = router;
