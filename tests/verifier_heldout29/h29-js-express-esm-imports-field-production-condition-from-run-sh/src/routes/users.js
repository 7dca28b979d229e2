import { Router } from 'express';
import bcrypt from 'bcryptjs';
import { User } from '../models.js';
import { authRequired, sign } from '../middleware/auth.js';

const router = Router();

const userJson = (user) => ({
  user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: sign(user) },
});

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user ?? {};
  if (!username || !email || !password) {
    return res.status(422).json({ errors: { body: ['username, email and password are required'] } });
  }
  if (await User.findOne({ where: { email } })) {
    return res.status(422).json({ errors: { email: ['has already been taken'] } });
  }
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  res.status(201).json(userJson(user));
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user ?? {};
  const user = email ? await User.findOne({ where: { email } }) : null;
  if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json(userJson(user));
});

router.get('/user', authRequired, async (req, res) => {
  res.json(userJson(await User.findByPk(req.userId)));
});

router.put('/user', authRequired, async (req, res) => {
  const user = await User.findByPk(req.userId);
  const { password, ...fields } = req.body.user ?? {};
  if (password) fields.passwordHash = await bcrypt.hash(password, 10);
  await user.update(fields);
  res.json(userJson(user));
});

export default router;
