import { Controller, Get, Path, Route } from 'tsoa';
import { User } from '../models';

interface Profile {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}

@Route('api/profiles')
export class ProfilesController extends Controller {
  // a profile is a plain read of one user: no service needed
  @Get('{username}')
  public async get(@Path() username: string): Promise<{ profile: Profile } | { errors: { body: string[] } }> {
    const user = await User.findOne({ where: { username } });
    if (!user) {
      this.setStatus(404);
      return { errors: { body: ['profile not found'] } };
    }
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  }
}
