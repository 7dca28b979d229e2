process.env.DATABASE_URL = 'sqlite::memory:';
const request = require('supertest');

test('tags', async () => {
  const app = require('../src/app');
  await request(app).get('/api/tags').expect(200);
});
