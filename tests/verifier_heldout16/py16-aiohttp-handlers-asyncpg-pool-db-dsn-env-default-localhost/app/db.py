import os

import asyncpg

DSN = os.environ.get("DB_DSN", "postgresql://postgres:postgres@localhost:5432/conduit")

DDL = '''
CREATE TABLE IF NOT EXISTS users (
  id BIGSERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
  password_hash TEXT NOT NULL, bio TEXT NOT NULL DEFAULT '', image TEXT);
CREATE TABLE IF NOT EXISTS articles (
  id BIGSERIAL PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL,
  description TEXT NOT NULL, body TEXT NOT NULL, author_id BIGINT REFERENCES users(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now());
'''


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(DSN)
    async with app["pool"].acquire() as conn:
        await conn.execute(DDL)


async def close_pool(app):
    await app["pool"].close()
