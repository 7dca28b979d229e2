import aiosqlite

from conduit.models import User

_COLUMNS = "id, username, email, password_hash, bio, image"


class UserRepository:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def by_email(self, email: str) -> User | None:
        async with self.db.execute(f"SELECT {_COLUMNS} FROM users WHERE email = ?", (email,)) as cur:
            row = await cur.fetchone()
        return User(*row) if row else None

    async def by_id(self, user_id: int) -> User | None:
        async with self.db.execute(f"SELECT {_COLUMNS} FROM users WHERE id = ?", (user_id,)) as cur:
            row = await cur.fetchone()
        return User(*row) if row else None

    async def insert(self, username: str, email: str, password_hash: str) -> User:
        cur = await self.db.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
            (username, email, password_hash),
        )
        await self.db.commit()
        return User(cur.lastrowid, username, email, password_hash)
