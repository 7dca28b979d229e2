import { registerHandler, updateHandler } from '../controllers/user.controller.js';

export default async function userRoutes(app) {
  app.post('/users', registerHandler);
  app.put('/user', { preHandler: app.requireAuth }, updateHandler);
}
