import { getProfile } from '../services/userService.js';

export default async function (app) {
  app.get('/profiles/:username', async (req) => ({ profile: await getProfile(req.params.username) }));
}
