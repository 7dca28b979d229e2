from psycopg_pool import AsyncConnectionPool

DDL = """
CREATE TABLE IF NOT EXISTS users (id BIGSERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL, password_hash TEXT NOT NULL, bio TEXT, image TEXT);
CREATE TABLE IF NOT EXISTS follows (follower_id BIGINT REFERENCES users(id) ON DELETE CASCADE,
    followee_id BIGINT REFERENCES users(id) ON DELETE CASCADE, PRIMARY KEY (follower_id, followee_id));
"""


async def create_schema(pool: AsyncConnectionPool) -> None:
    async with pool.connection() as conn:
        await conn.execute(DDL)
