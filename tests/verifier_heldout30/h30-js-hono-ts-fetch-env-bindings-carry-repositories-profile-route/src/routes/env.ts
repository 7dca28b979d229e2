import type { HttpBindings } from '@hono/node-server';
import type { Repositories } from '../repositories/index.js';
import type { Services } from '../services/index.js';

export type AppEnv = { Bindings: HttpBindings & { services: Services; repositories: Repositories } };
