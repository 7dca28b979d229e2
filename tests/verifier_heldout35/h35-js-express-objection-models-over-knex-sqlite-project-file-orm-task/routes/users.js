const router = require('express').Router();
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const User = require('../models/User');

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user;
  const user = await User.query().insert({ username, email, password: bcrypt.hashSync(password, 8) });
  res.status(201).json({ user: { username, email, bio: null, image: null, token: jwt.sign({ id: user.id }, 'k') } });
});

module.exports = router;
