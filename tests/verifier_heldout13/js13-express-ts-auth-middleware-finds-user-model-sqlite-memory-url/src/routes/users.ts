import { Router } from 'express';
import { authenticate } from '../middleware/auth';
import { UserService } from '../services/UserService';

const router = Router();
const users = new UserService();

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) {
    return res.status(422).json({ errors: { body: ['username, email and password are required'] } });
  }
  res.status(201).json({ user: await users.register({ username, email, password }) });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await users.login(email, password);
  if (!user) return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
  res.json({ user });
});

router.get('/user', authenticate, (req, res) => {
  res.json({ user: users.toAuthJson(req.user!) });
});

router.put('/user', authenticate, async (req, res) => {
  res.json({ user: await users.update(req.user!, req.body.user || {}) });
});

export default router;
