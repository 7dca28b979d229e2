import aiosqlite

from ..models import User


class UserRepository:
    def __init__(self, conn: aiosqlite.Connection):
        self.conn = conn

    async def _one(self, sql: str, params: tuple) -> User | None:
        async with self.conn.execute(sql, params) as cur:
            row = await cur.fetchone()
        return User(**dict(row)) if row else None

    async def get(self, user_id: int) -> User | None:
        return await self._one("SELECT * FROM users WHERE id = ?", (user_id,))

    async def by_email(self, email: str) -> User | None:
        return await self._one("SELECT * FROM users WHERE email = ?", (email,))

    async def by_username(self, username: str) -> User | None:
        return await self._one("SELECT * FROM users WHERE username = ?", (username,))

    async def insert(self, username: str, email: str, password_hash: str) -> User:
        cur = await self.conn.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)", (username, email, password_hash)
        )
        await self.conn.commit()
        return await self.get(cur.lastrowid)

    async def update(self, user: User) -> User:
        await self.conn.execute(
            "UPDATE users SET username = ?, email = ?, password_hash = ?, bio = ?, image = ? WHERE id = ?",
            (user.username, user.email, user.password_hash, user.bio, user.image, user.id),
        )
        await self.conn.commit()
        return user


class FollowRepository:
    def __init__(self, conn: aiosqlite.Connection):
        self.conn = conn

    async def exists(self, follower_id: int, followed_id: int) -> bool:
        async with self.conn.execute(
            "SELECT 1 FROM follows WHERE follower_id = ? AND followed_id = ?", (follower_id, followed_id)
        ) as cur:
            return await cur.fetchone() is not None

    async def add(self, follower_id: int, followed_id: int) -> None:
        await self.conn.execute("INSERT OR IGNORE INTO follows VALUES (?, ?)", (follower_id, followed_id))
        await self.conn.commit()

    async def remove(self, follower_id: int, followed_id: int) -> None:
        await self.conn.execute(
            "DELETE FROM follows WHERE follower_id = ? AND followed_id = ?", (follower_id, followed_id)
        )
        await self.conn.commit()
