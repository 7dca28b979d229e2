import { Get, JsonController } from 'routing-controllers';
import { Service } from 'typedi';
import { TagRepository } from '../repositories/TagRepository';

// Tags have no business rules: read them straight from the repository.
@JsonController('/tags')
@Service()
export class TagController {
  constructor(private readonly tags: TagRepository) {}

  @Get()
  async list() {
    return { tags: await this.tags.allNames() };
  }
}
