import { Router, type Request, type Response } from 'express';
import { inject, injectable } from 'tsyringe';
import { TOKENS } from '../models/ports';
import type { FollowStore } from '../models/ports';
import { NotFoundError, ProfileService } from '../services/ProfileService';

type AuthedRequest = Request & { userId?: number };

@injectable()
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    // follow/unfollow are one-liners: no need for a service method of their own.
    @inject(TOKENS.FollowStore) private readonly follows: FollowStore,
  ) {}

  router(): Router {
    const r = Router();
    r.get('/profiles/:username', (req, res) => this.show(req, res));
    r.post('/profiles/:username/follow', (req, res) => this.follow(req, res, true));
    r.delete('/profiles/:username/follow', (req, res) => this.follow(req, res, false));
    return r;
  }

  private async show(req: AuthedRequest, res: Response) {
    try {
      res.json({ profile: await this.profiles.get(req.params.username, req.userId) });
    } catch (e) {
      if (e instanceof NotFoundError) return res.status(404).json({ errors: { profile: ['not found'] } });
      throw e;
    }
  }

  private async follow(req: AuthedRequest, res: Response, on: boolean) {
    if (!req.userId) return res.status(401).json({ errors: { token: ['required'] } });
    try {
      const { id, profile } = await this.profiles.lookup(req.params.username);
      if (on) await this.follows.add(req.userId, id);
      else await this.follows.remove(req.userId, id);
      res.json({ profile: { ...profile, following: on } });
    } catch (e) {
      if (e instanceof NotFoundError) return res.status(404).json({ errors: { profile: ['not found'] } });
      throw e;
    }
  }
}
