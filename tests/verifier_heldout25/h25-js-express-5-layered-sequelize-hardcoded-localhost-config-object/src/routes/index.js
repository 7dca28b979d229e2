import { Router } from 'express';
import { usersService } from '../services/users.js';
import { commentsService } from '../services/comments.js';

export const router = Router();

function auth(req, res, next) {
  try {
    req.uid = usersService.decode((req.get('authorization') ?? '').replace(/^Token /, ''));
    next();
  } catch {
    res.status(401).json({ errors: { token: ['invalid'] } });
  }
}

const userJson = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: usersService.token(u) } });
const commentJson = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

// Express 5 forwards rejected promises to the error handler.
router.get('/health-check', (req, res) => res.status(200).end());
router.post('/users', async (req, res) => res.status(201).json(userJson(await usersService.signUp(req.body.user))));
router.post('/users/login', async (req, res) => res.json(userJson(await usersService.signIn(req.body.user))));
router.get('/user', auth, async (req, res) => res.json(userJson(await usersService.me(req.uid))));
router.get('/articles/:slug/comments', async (req, res) => {
  res.json({ comments: (await commentsService.list(req.params.slug)).map(commentJson) });
});
router.post('/articles/:slug/comments', auth, async (req, res) => {
  res.json({ comment: commentJson(await commentsService.add(req.params.slug, req.uid, req.body.comment?.body)) });
});
router.delete('/articles/:slug/comments/:id', auth, async (req, res) => {
  await commentsService.remove(Number(req.params.id), req.uid);
  res.status(204).end();
});
