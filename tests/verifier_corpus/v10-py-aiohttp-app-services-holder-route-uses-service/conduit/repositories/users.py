import aiosqlite

from conduit.entities import User


class UserRepository:
    def __init__(self, db: aiosqlite.Connection):
        self.db = db

    async def by_username(self, username: str) -> User | None:
        async with self.db.execute("SELECT id, username, email, password, bio, image FROM users WHERE username = ?",
                                   (username,)) as cur:
            row = await cur.fetchone()
        return User(*row) if row else None

    async def insert(self, username: str, email: str, password: str) -> User:
        cur = await self.db.execute("INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
                                    (username, email, password))
        await self.db.commit()
        return User(cur.lastrowid, username, email, password)
