import aiosqlite


async def by_email(conn: aiosqlite.Connection, email: str):
    async with conn.execute("SELECT * FROM users WHERE email = ?", (email,)) as cur:
        return await cur.fetchone()


async def by_id(conn: aiosqlite.Connection, user_id: int):
    async with conn.execute("SELECT * FROM users WHERE id = ?", (user_id,)) as cur:
        return await cur.fetchone()


async def insert(conn: aiosqlite.Connection, username: str, email: str, password_hash: str) -> int:
    cur = await conn.execute("INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
                             (username, email, password_hash))
    await conn.commit()
    return cur.lastrowid
