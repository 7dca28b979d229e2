from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy_crud_plus import CRUDPlus

from conduit.models import User

user_crud = CRUDPlus(User)


class UserRepository:
    async def by_username(self, session: AsyncSession, username: str) -> User | None:
        return await user_crud.select_model_by_column(session, username=username)
