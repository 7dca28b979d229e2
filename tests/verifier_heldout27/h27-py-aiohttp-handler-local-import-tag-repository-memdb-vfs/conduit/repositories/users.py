import aiosqlite

from conduit.models.profile import Profile


class UserRepository:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def profile(self, username: str) -> Profile | None:
        async with self.conn.execute(
            "SELECT username, bio, image FROM users WHERE username = ?", (username,)
        ) as cur:
            row = await cur.fetchone()
        return Profile(row["username"], row["bio"], row["image"]) if row else None
