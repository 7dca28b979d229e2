from src.db import get_pool
from src.models import User


class UserRepository:
    async def find_by_email(self, email: str) -> User | None:
        row = await get_pool().fetchrow("SELECT * FROM users WHERE email = $1", email)
        return User(**dict(row)) if row else None

    async def create(self, username: str, email: str, password_hash: str) -> User:
        row = await get_pool().fetchrow(
            "INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *",
            username, email, password_hash,
        )
        return User(**dict(row))
