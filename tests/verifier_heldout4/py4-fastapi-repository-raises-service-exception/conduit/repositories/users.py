from sqlalchemy import or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import User
from conduit.services.exceptions import DuplicateUser, UserNotFound


class UserRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def by_id(self, user_id: int) -> User:
        user = await self.session.get(User, user_id)
        if user is None:
            raise UserNotFound()
        return user

    async def by_email(self, email: str) -> User | None:
        return await self.session.scalar(select(User).where(User.email == email))

    async def exists(self, username: str, email: str) -> bool:
        found = await self.session.scalar(
            select(User.id).where(or_(User.username == username, User.email == email)))
        return found is not None

    async def add(self, user: User) -> User:
        self.session.add(user)
        try:
            await self.session.commit()
        except IntegrityError as exc:
            await self.session.rollback()
            raise DuplicateUser() from exc
        return user
