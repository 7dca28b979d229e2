import { Hono } from 'hono';
import { handleError, handleNotFound } from './http/errors.js';
import { articles } from './routes/articles.js'; // feature-line: articles
import { comments } from './routes/comments.js'; // feature-line: comments
import { health } from './routes/health.js';
import { profiles } from './routes/profiles.js'; // feature-line: profiles
import { tags } from './routes/tags.js'; // feature-line: articles
import { users } from './routes/users.js';

export function createApp() {
  const api = new Hono()
    .route('/', health)
    .route('/', users)
    .route('/profiles', profiles) // feature-line: profiles
    .route('/articles', articles) // feature-line: articles
    .route('/articles', comments) // feature-line: comments
    .route('/tags', tags); // feature-line: articles

  return new Hono()
    .route('/api', api)
    .onError(handleError)
    .notFound(handleNotFound);
}
