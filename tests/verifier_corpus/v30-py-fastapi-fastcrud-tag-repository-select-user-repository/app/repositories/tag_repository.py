from fastcrud import FastCRUD
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Tag

tag_crud = FastCRUD(Tag)


class TagRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def list_names(self) -> list[str]:
        result = await tag_crud.get_multi(self.session, offset=0, limit=None, sort_columns="name")
        return [row["name"] for row in result["data"]]
