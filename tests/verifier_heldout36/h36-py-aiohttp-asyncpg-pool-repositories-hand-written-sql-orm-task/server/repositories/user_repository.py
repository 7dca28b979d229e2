from server.models.user import User


class UserRepository:
    def __init__(self, pool):
        self.pool = pool

    async def by_email(self, email):
        row = await self.pool.fetchrow("SELECT * FROM users WHERE email = $1", email)
        return User(**dict(row)) if row else None

    async def create(self, username, email, password_hash):
        row = await self.pool.fetchrow(
            "INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *",
            username, email, password_hash,
        )
        return User(**dict(row))
