from fastapi import APIRouter, Depends
from fastcrud import FastCRUD
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import Tag

router = APIRouter(tags=["tags"])
tag_crud = FastCRUD(Tag)


@router.get("/tags")
async def list_tags(db: AsyncSession = Depends(get_session)):
    result = await tag_crud.get_multi(db, limit=None, sort_columns="name", return_total_count=False)
    return {"tags": [row["name"] for row in result["data"]]}
