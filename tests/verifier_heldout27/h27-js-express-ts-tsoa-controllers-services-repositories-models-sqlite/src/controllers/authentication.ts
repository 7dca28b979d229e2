import type { Request } from 'express';
import { userService } from '../services/UserService';

// tsoa calls this for every @Security('token', ...) endpoint.
export async function expressAuthentication(request: Request, securityName: string, scopes?: string[]) {
  const header = request.headers.authorization ?? '';
  const optional = scopes?.includes('optional');
  if (securityName !== 'token' || !header.startsWith('Token ')) {
    if (optional) return null;
    throw Object.assign(new Error('missing token'), { status: 401 });
  }
  const user = await userService.fromToken(header.slice('Token '.length));
  if (!user && !optional) throw Object.assign(new Error('invalid token'), { status: 401 });
  return user;
}
