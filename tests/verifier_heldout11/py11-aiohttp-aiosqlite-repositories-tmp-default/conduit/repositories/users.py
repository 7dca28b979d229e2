from conduit.models import User


class UserRepository:
    def __init__(self, conn):
        self.conn = conn

    async def _one(self, where: str, value):
        async with self.conn.execute(f"SELECT * FROM users WHERE {where} = ?", (value,)) as cur:
            row = await cur.fetchone()
        return User(**dict(row)) if row else None

    async def get(self, user_id: int):
        return await self._one("id", user_id)

    async def by_email(self, email: str):
        return await self._one("email", email)

    async def create(self, username: str, email: str, password_hash: str) -> User:
        cur = await self.conn.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
            (username, email, password_hash),
        )
        await self.conn.commit()
        return await self.get(cur.lastrowid)
