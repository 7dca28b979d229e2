import { Router } from 'express';
import { inject, injectable } from 'inversify';
import { TYPES } from '../types';
import type { ProfileService } from '../services/profile.service';
import type { IUserRepository } from '../entities/user';

@injectable()
export class ProfileRoutes {
  constructor(
    @inject(TYPES.ProfileService) private readonly profiles: ProfileService,
    @inject(TYPES.UserRepository) private readonly users: IUserRepository,
  ) {}

  build(): Router {
    const router = Router();

    router.get('/profiles/:username', async (req, res) => {
      const user = await this.users.findByUsername(req.params.username);
      if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
      res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
    });

    router.post('/profiles/:username/follow', async (req, res) => {
      const profile = await this.profiles.setFollowing(Number(req.header('x-user-id')), req.params.username, true);
      return profile ? res.json({ profile }) : res.status(404).json({ errors: { profile: ['not found'] } });
    });

    router.delete('/profiles/:username/follow', async (req, res) => {
      const profile = await this.profiles.setFollowing(Number(req.header('x-user-id')), req.params.username, false);
      return profile ? res.json({ profile }) : res.status(404).json({ errors: { profile: ['not found'] } });
    });

    return router;
  }
}
