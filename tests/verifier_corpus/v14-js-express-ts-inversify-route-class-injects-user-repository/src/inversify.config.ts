import 'reflect-metadata';
import { Container } from 'inversify';
import { TYPES } from './types';
import type { IFollowRepository, IUserRepository } from './entities/user';
import { SequelizeUserRepository } from './repositories/user.repository';
import { SequelizeFollowRepository } from './repositories/follow.repository';
import { ProfileService } from './services/profile.service';
import { ProfileRoutes } from './routes/profile.routes';

export const container = new Container();
container.bind<IUserRepository>(TYPES.UserRepository).to(SequelizeUserRepository).inSingletonScope();
container.bind<IFollowRepository>(TYPES.FollowRepository).to(SequelizeFollowRepository).inSingletonScope();
container.bind<ProfileService>(TYPES.ProfileService).to(ProfileService);
container.bind<ProfileRoutes>(TYPES.ProfileRoutes).to(ProfileRoutes);
