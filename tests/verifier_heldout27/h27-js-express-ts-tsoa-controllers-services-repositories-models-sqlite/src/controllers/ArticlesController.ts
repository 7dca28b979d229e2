import { Body, Controller, Get, Path, Post, Query, Request, Route, Security } from 'tsoa';
import type { Request as ExRequest } from 'express';
import { ArticleView, User } from '../models';
import { articleService } from '../services/ArticleService';

type Authed = ExRequest & { user?: User | null };

@Route('')
export class ArticlesController extends Controller {
  @Get('articles')
  @Security('token', ['optional'])
  public async list(
    @Request() req: Authed,
    @Query() tag?: string,
    @Query() author?: string,
    @Query() limit?: number,
    @Query() offset?: number,
  ): Promise<{ articles: ArticleView[]; articlesCount: number }> {
    return articleService.list({ tag, author, limit, offset }, req.user?.id);
  }

  @Get('articles/{slug}')
  @Security('token', ['optional'])
  public async get(@Request() req: Authed, @Path() slug: string): Promise<{ article: ArticleView }> {
    return { article: await articleService.get(slug, req.user?.id) };
  }

  @Post('articles')
  @Security('token')
  public async create(
    @Request() req: Authed,
    @Body() body: { article: { title: string; description: string; body: string; tagList?: string[] } },
  ): Promise<{ article: ArticleView }> {
    this.setStatus(201);
    return { article: await articleService.create(req.user!.id, body.article) };
  }

  @Get('tags')
  public async tags(): Promise<{ tags: string[] }> {
    return { tags: await articleService.tags() };
  }

  @Get('health-check')
  public async health(): Promise<{ status: string }> {
    return { status: 'ok' };
  }
}
