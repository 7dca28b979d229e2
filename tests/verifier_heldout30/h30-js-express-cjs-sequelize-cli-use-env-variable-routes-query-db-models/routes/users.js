const router = require('express').Router();
const bcrypt = require('bcryptjs');
const db = require('../models');
const auth = require('../services/auth');

const toUser = (u) => ({ email: u.email, token: auth.sign(u), username: u.username, bio: u.bio, image: u.image });

router.post('/users', async (req, res, next) => {
  try {
    const { username, email, password } = req.body.user;
    const user = await db.User.create({ username, email, password: bcrypt.hashSync(password, 10) });
    res.status(201).json({ user: toUser(user) });
  } catch (err) {
    next(err);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user;
    const user = await db.User.findOne({ where: { email } });
    if (!user || !bcrypt.compareSync(password, user.password)) {
      return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
    }
    res.json({ user: toUser(user) });
  } catch (err) {
    next(err);
  }
});

router.get('/user', auth.required, async (req, res, next) => {
  try {
    res.json({ user: toUser(await db.User.findByPk(req.auth.id)) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
