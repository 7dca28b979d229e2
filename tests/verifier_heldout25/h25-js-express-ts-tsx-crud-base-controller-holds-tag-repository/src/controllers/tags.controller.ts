import { CrudController } from './crud.controller';
import { tagRepository } from '../repositories/tag.repository';

export const tagsController = new CrudController<string>(tagRepository, 'tags');
