import { Body, Controller, Get, Post, Request, Route, Security, SuccessResponse } from 'tsoa';
import type { Request as ExRequest } from 'express';
import { User, UserView } from '../models';
import { userService } from '../services/UserService';

@Route('')
export class UsersController extends Controller {
  @Post('users')
  @SuccessResponse(201)
  public async register(@Body() body: { user: { username: string; email: string; password: string } }): Promise<{ user: UserView }> {
    this.setStatus(201);
    return { user: await userService.register(body.user) };
  }

  @Post('users/login')
  public async login(@Body() body: { user: { email: string; password: string } }): Promise<{ user: UserView }> {
    return { user: await userService.login(body.user) };
  }

  @Get('user')
  @Security('token')
  public async current(@Request() req: ExRequest): Promise<{ user: UserView }> {
    return { user: userService.view((req as ExRequest & { user: User }).user) };
  }
}
