import { Controller, Get, Route } from 'tsoa';
import { TagService } from '../services/TagService';

@Route('api/tags')
export class TagsController extends Controller {
  private readonly service = new TagService();

  @Get()
  public async list(): Promise<{ tags: string[] }> {
    return { tags: await this.service.all() };
  }
}
