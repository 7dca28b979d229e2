const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');
const SECRET = process.env.JWT_SECRET || 'dev-secret';

const view = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) } });

exports.register = async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const user = await User.create({ username, email, password: bcrypt.hashSync(password, 8) });
  res.status(201).json(view(user));
};

exports.login = async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !bcrypt.compareSync(password, user.password)) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json(view(user));
};
