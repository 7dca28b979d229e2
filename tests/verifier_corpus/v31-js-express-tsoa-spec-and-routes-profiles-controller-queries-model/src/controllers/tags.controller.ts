import { Controller, Get, Route } from 'tsoa';
import { tagService } from '../services/tag.service';

@Route('api/tags')
export class TagsController extends Controller {
  @Get()
  public async list(): Promise<{ tags: string[] }> {
    return { tags: await tagService.list() };
  }
}
