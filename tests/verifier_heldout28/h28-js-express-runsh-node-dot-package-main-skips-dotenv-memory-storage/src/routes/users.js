const router = require('express').Router();
const bcrypt = require('bcryptjs');
const users = require('../repositories/users');
const auth = require('./auth');

const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: auth.sign(u) });

router.post('/users', async (req, res, next) => {
  try {
    const { username, email, password } = req.body.user || {};
    if (!username || !email || !password) return res.status(422).json({ errors: { body: ["can't be blank"] } });
    const u = await users.create({ username, email, password: bcrypt.hashSync(password, 8) });
    return res.status(201).json({ user: view(u) });
  } catch (e) { return next(e); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const { email, password } = req.body.user || {};
    const u = await users.byEmail(email);
    if (!u || !bcrypt.compareSync(password || '', u.password)) {
      return res.status(401).json({ errors: { body: ['invalid credentials'] } });
    }
    return res.json({ user: view(u) });
  } catch (e) { return next(e); }
});

router.get('/user', auth.required, async (req, res, next) => {
  try {
    res.json({ user: view(await users.byId(req.auth.id)) });
  } catch (e) { next(e); }
});

module.exports = router;
