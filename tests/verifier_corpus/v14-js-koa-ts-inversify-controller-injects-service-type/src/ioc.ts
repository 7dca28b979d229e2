import 'reflect-metadata';
import { Container } from 'inversify';
import { TYPES } from './types';
import { SequelizeTagRepository } from './repositories/tag.repository';
import { TagService } from './services/tag.service';
import { TagController } from './controllers/tag.controller';
import type { ITagRepository } from './models/tag';

const container = new Container();
container.bind<ITagRepository>(TYPES.TagRepository).to(SequelizeTagRepository);
container.bind<TagService>(TYPES.TagService).to(TagService);
container.bind<TagController>(TYPES.TagController).to(TagController);

export default container;
