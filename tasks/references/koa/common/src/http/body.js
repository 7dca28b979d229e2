import { bodyParser } from '@koa/bodyparser';
import { ValidationError } from '../errors.js';

// JSON bodies only. Clients send Content-Type: application/json even with no body, which parses
// as {}; a body that is not a JSON object or array is invalid input.
export const jsonBody = () => bodyParser({
  enableTypes: ['json'],
  onError() {
    throw new ValidationError('request body is not valid JSON');
  },
});
