from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import User
from conduit.web import Conflict, NotFound


class UserRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def by_username(self, username: str) -> User:
        user = await self.session.scalar(select(User).where(User.username == username))
        if user is None:
            raise NotFound("profile")
        return user

    async def create(self, user: User) -> User:
        self.session.add(user)
        try:
            await self.session.commit()
        except IntegrityError:
            await self.session.rollback()
            raise Conflict("username or email")
        return user
