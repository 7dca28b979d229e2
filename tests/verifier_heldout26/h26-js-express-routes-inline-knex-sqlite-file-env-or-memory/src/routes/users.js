const router = require('express').Router();
const bcrypt = require('bcryptjs');
const { db } = require('../db');
const { sign, auth } = require('../lib/auth');

const userJson = (u) => ({ email: u.email, token: sign(u), username: u.username, bio: u.bio || null, image: u.image || null });

router.post('/users', async (req, res, next) => {
  try {
    const { email, username, password } = req.body.user || {};
    if (!email || !username || !password) return res.status(422).json({ errors: { body: ["can't be blank"] } });
    const exists = await db('users').where({ email }).orWhere({ username }).first();
    if (exists) return res.status(422).json({ errors: { body: ['has already been taken'] } });
    const [id] = await db('users').insert({ email, username, password: bcrypt.hashSync(password, 10) });
    const user = await db('users').where({ id }).first();
    res.status(201).json({ user: userJson(user) });
  } catch (e) { next(e); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user || {};
    const user = await db('users').where({ email: email || '' }).first();
    if (!user || !bcrypt.compareSync(password || '', user.password)) {
      return res.status(401).json({ errors: { body: ['email or password is invalid'] } });
    }
    res.json({ user: userJson(user) });
  } catch (e) { next(e); }
});

router.get('/user', auth(true), async (req, res, next) => {
  try {
    const user = await db('users').where({ id: req.user.id }).first();
    res.json({ user: userJson(user) });
  } catch (e) { next(e); }
});

module.exports = router;
