import asyncpg

SCHEMA = '''
CREATE TABLE IF NOT EXISTS users (
  id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
  password TEXT NOT NULL, bio TEXT DEFAULT '', image TEXT);
CREATE TABLE IF NOT EXISTS articles (
  id SERIAL PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL,
  description TEXT NOT NULL, body TEXT NOT NULL, tag_list TEXT[] DEFAULT '{}',
  author_id INT REFERENCES users(id), created_at TIMESTAMPTZ DEFAULT now(),
  updated_at TIMESTAMPTZ DEFAULT now());
'''


async def create_pool():
    return await asyncpg.create_pool(
        host="localhost", port=5432, user="postgres", password="postgres", database="conduit",
        min_size=1, max_size=10,
    )


async def init_schema(pool):
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
