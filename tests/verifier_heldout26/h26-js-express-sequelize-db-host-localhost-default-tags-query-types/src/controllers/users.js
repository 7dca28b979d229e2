const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');
const { jwtSecret } = require('../config');

const toJSON = (u) => ({
  email: u.email,
  token: jwt.sign({ id: u.id }, jwtSecret, { expiresIn: '7d' }),
  username: u.username,
  bio: u.bio || null,
  image: u.image || null,
});

exports.register = async (req, res, next) => {
  try {
    const { email, username, password } = req.body.user || {};
    if (!email || !username || !password) return res.status(422).json({ errors: { body: ['invalid user'] } });
    const user = await User.create({ email, username, password: await bcrypt.hash(password, 10) });
    res.status(201).json({ user: toJSON(user) });
  } catch (err) {
    if (err.name === 'SequelizeUniqueConstraintError') return res.status(422).json({ errors: { body: ['already taken'] } });
    next(err);
  }
};

exports.login = async (req, res, next) => {
  try {
    const { email, password } = req.body.user || {};
    const user = await User.findOne({ where: { email: email || '' } });
    if (!user || !(await bcrypt.compare(password || '', user.password))) {
      return res.status(401).json({ errors: { body: ['invalid credentials'] } });
    }
    res.json({ user: toJSON(user) });
  } catch (err) { next(err); }
};
