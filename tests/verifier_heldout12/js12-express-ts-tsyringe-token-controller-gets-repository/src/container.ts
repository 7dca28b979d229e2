import 'reflect-metadata';
import { container } from 'tsyringe';
import { TOKENS } from './models/ports';
import { SequelizeFollowRepository } from './repositories/SequelizeFollowRepository';
import { SequelizeUserRepository } from './repositories/SequelizeUserRepository';

// Composition root: binds the port tokens to their Sequelize implementations.
container.register(TOKENS.UserStore, { useClass: SequelizeUserRepository });
container.register(TOKENS.FollowStore, { useClass: SequelizeFollowRepository });

export { container };
