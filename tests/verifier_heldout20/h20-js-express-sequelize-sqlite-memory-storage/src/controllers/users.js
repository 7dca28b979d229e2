const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

exports.register = async (req, res) => {
  const { username, email, password } = req.body.user;
  const user = await User.create({ username, email, hash: bcrypt.hashSync(password, 8) });
  const token = jwt.sign({ id: user.id }, process.env.JWT_SECRET);
  res.status(201).json({ user: { username, email, bio: user.bio, image: user.image, token } });
};

exports.current = async (req, res) => {
  const user = await User.findByPk(req.auth.id);
  res.json({ user: { username: user.username, email: user.email, bio: user.bio, image: user.image } });
};
