import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { UserService } from '../services/user-service';

const UserOut = z.object({ user: z.object({ email: z.string(), token: z.string(), username: z.string(), bio: z.string().nullable(), image: z.string().nullable() }) });

const registerRoute = createRoute({
  method: 'post',
  path: '/users',
  request: { body: { content: { 'application/json': { schema: z.object({ user: z.object({ username: z.string(), email: z.string().email(), password: z.string() }) }) } } } },
  responses: { 201: { description: 'registered', content: { 'application/json': { schema: UserOut } } } },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/users/login',
  request: { body: { content: { 'application/json': { schema: z.object({ user: z.object({ email: z.string(), password: z.string() }) }) } } } },
  responses: { 200: { description: 'logged in', content: { 'application/json': { schema: UserOut } } }, 401: { description: 'invalid' } },
});

export function userRoutes(users: UserService) {
  const app = new OpenAPIHono();
  app.openapi(registerRoute, async (c) => c.json({ user: await users.register(c.req.valid('json').user) }, 201));
  app.openapi(loginRoute, async (c) => {
    const user = await users.login(c.req.valid('json').user);
    return user ? c.json({ user }, 200) : c.json({ errors: { credentials: ['invalid'] } }, 401);
  });
  return app;
}
