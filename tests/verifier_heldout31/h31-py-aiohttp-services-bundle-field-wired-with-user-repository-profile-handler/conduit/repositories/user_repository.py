import asyncpg

from conduit.models import User


class UserRepository:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool

    async def find_by_username(self, username: str) -> User | None:
        row = await self.pool.fetchrow(
            "SELECT id, username, bio, image FROM users WHERE username = $1", username
        )
        return User(**dict(row)) if row else None

    async def find_by_id(self, user_id: int) -> User | None:
        row = await self.pool.fetchrow("SELECT id, username, bio, image FROM users WHERE id = $1", user_id)
        return User(**dict(row)) if row else None
