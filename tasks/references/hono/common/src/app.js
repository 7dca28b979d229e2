import { Hono } from 'hono';
import { handleError, handleNotFound } from './http/errors.js';
import { articles } from './routes/articles.js';
import { comments } from './routes/comments.js';
import { health } from './routes/health.js';
import { profiles } from './routes/profiles.js';
import { tags } from './routes/tags.js';
import { users } from './routes/users.js';

export function createApp() {
  const api = new Hono()
    .route('/', health)
    .route('/', users)
    .route('/profiles', profiles)
    .route('/articles', articles)
    .route('/articles', comments)
    .route('/tags', tags);

  return new Hono()
    .route('/api', api)
    .onError(handleError)
    .notFound(handleNotFound);
}
