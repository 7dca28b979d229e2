import { ValidationError } from '../errors.js';

// Reads a JSON object from the request body. Clients send Content-Type: application/json even
// with no body, which c.req.json() rejects, so an empty body reads as {}.
export async function readJson(c) {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError('request body is not valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError('request body must be a JSON object');
  }
  return body;
}
