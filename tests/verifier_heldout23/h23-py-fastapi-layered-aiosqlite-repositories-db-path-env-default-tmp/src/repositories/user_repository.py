from ..database import connect
from ..models import User


class UserRepository:
    async def _one(self, sql: str, args: tuple) -> User | None:
        conn = await connect()
        try:
            cur = await conn.execute(sql, args)
            row = await cur.fetchone()
        finally:
            await conn.close()
        return User(**dict(row)) if row else None

    async def by_id(self, user_id: int) -> User | None:
        return await self._one("SELECT * FROM users WHERE id = ?", (user_id,))

    async def by_email(self, email: str) -> User | None:
        return await self._one("SELECT * FROM users WHERE email = ?", (email,))

    async def by_username(self, username: str) -> User | None:
        return await self._one("SELECT * FROM users WHERE username = ?", (username,))

    async def create(self, username: str, email: str, password_hash: str) -> User:
        conn = await connect()
        try:
            cur = await conn.execute(
                "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
                (username, email, password_hash),
            )
            await conn.commit()
            new_id = cur.lastrowid
        finally:
            await conn.close()
        return await self.by_id(new_id)
