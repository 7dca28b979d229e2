from ..models import UserRecord


class UserRepository:
    def __init__(self, pool):
        self.pool = pool

    async def by_id(self, user_id: int) -> UserRecord | None:
        row = await self.pool.fetchrow("SELECT * FROM users WHERE id = $1", user_id)
        return UserRecord(**row) if row else None

    async def by_email(self, email: str) -> UserRecord | None:
        row = await self.pool.fetchrow("SELECT * FROM users WHERE email = $1", email)
        return UserRecord(**row) if row else None

    async def by_username(self, username: str) -> UserRecord | None:
        row = await self.pool.fetchrow("SELECT * FROM users WHERE username = $1", username)
        return UserRecord(**row) if row else None

    async def insert(self, username: str, email: str, password_hash: str) -> UserRecord:
        row = await self.pool.fetchrow(
            "INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *",
            username, email, password_hash)
        return UserRecord(**row)
