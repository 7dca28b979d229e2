from fastcrud import FastCRUD
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import User

user_crud = FastCRUD(User)


class UserRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_username(self, username: str) -> dict | None:
        return await user_crud.get(self.session, username=username)
