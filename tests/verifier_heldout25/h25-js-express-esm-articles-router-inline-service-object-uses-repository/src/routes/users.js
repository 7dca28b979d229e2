import { Router } from 'express';
import * as userService from '../services/user.service.js';
import { authRequired } from '../middleware/auth.js';

const router = Router();

const view = ({ user, token }) => ({
  user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token },
});

router.post('/users', async (req, res) => {
  const result = await userService.register(req.body.user);
  res.status(201).json(view(result));
});

router.post('/users/login', async (req, res) => {
  const result = await userService.login(req.body.user);
  if (!result) return res.status(401).json({ errors: { credentials: ['invalid'] } });
  res.json(view(result));
});

router.get('/user', authRequired, async (req, res) => {
  const user = await userService.getById(req.userId);
  res.json(view({ user, token: userService.tokenFor(user) }));
});

export default router;
