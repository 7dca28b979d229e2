from sqlalchemy import select, text

from conduit.models import User


class UserRepository:
    def __init__(self, sessionmaker) -> None:
        self._sessionmaker = sessionmaker

    async def taken(self, email: str, username: str) -> dict:
        async with self._sessionmaker() as session:
            row = (
                await session.execute(
                    text(
                        "SELECT "
                        "COUNT(*) FILTER (WHERE email = :email) AS email_taken, "
                        "COUNT(*) FILTER (WHERE username = :username) AS username_taken "
                        "FROM users WHERE email = :email OR username = :username"
                    ),
                    {"email": email, "username": username},
                )
            ).one()
        return {"email": row.email_taken > 0, "username": row.username_taken > 0}

    async def add(self, user: User) -> User:
        async with self._sessionmaker() as session:
            session.add(user)
            await session.commit()
            return user

    async def by_email(self, email: str) -> User | None:
        async with self._sessionmaker() as session:
            return await session.scalar(select(User).where(User.email == email))
