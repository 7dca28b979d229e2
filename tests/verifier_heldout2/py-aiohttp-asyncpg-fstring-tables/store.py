import asyncpg

USERS = "users"
ARTICLES = "articles"

SCHEMA = f'''
CREATE TABLE IF NOT EXISTS {USERS} (
    id SERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL,
    bio TEXT DEFAULT ''
);
CREATE TABLE IF NOT EXISTS {ARTICLES} (
    id SERIAL PRIMARY KEY,
    slug TEXT UNIQUE NOT NULL,
    title TEXT NOT NULL,
    author_id INT REFERENCES {USERS}(id)
);
'''


async def connect(dsn: str) -> asyncpg.Pool:
    pool = await asyncpg.create_pool(dsn)
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
    return pool


async def insert_user(pool, username, email, password):
    return await pool.fetchrow(
        f"INSERT INTO {USERS} (username, email, password) VALUES ($1, $2, $3) RETURNING id, username, email, bio",
        username, email, password,
    )


async def user_by_email(pool, email):
    return await pool.fetchrow(f"SELECT id, username, email, bio FROM {USERS} WHERE email = $1", email)
