import { Router } from 'express';
import { User } from '../entities/user.js';
import { Follow } from '../entities/follow.js';
export function profilesRouter(orm) {
  const router = Router();
  router.get('/:username', async (req, res) => {
    const em = orm.em.fork();
    const user = await em.findOne(User, { username: req.params.username });
    if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
    res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
  });
  router.post('/:username/follow', async (req, res) => {
    const em = orm.em.fork();
    const followed = await em.findOneOrFail(User, { username: req.params.username });
    em.persist(em.create(Follow, { follower: req.userId, followed }));
    await em.flush();
    res.json({ profile: { username: followed.username, following: true } });
  });
  return router;
}
