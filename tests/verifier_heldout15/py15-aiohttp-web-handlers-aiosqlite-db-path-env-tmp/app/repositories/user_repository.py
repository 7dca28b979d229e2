class UserRepository:
    def __init__(self, db):
        self.db = db

    async def by_email(self, email):
        async with self.db.execute("SELECT * FROM users WHERE email = ?", (email,)) as cur:
            return await cur.fetchone()

    async def insert(self, username, email, password_hash):
        cur = await self.db.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)", (username, email, password_hash)
        )
        await self.db.commit()
        return cur.lastrowid
