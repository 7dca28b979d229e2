const bcrypt = require('bcrypt');
const { User } = require('../models');
const { sign } = require('../middleware/auth');

const out = (u) => ({ email: u.email, token: sign(u), username: u.username, bio: u.bio, image: u.image });

exports.register = async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  res.status(201).json({ user: out(user) });
};

exports.login = async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) return res.status(401).json({ errors: { body: ['invalid credentials'] } });
  res.json({ user: out(user) });
};
