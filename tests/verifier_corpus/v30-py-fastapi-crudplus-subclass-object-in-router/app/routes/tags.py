from fastapi import APIRouter, Depends
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.services.tag_service import TagService

router = APIRouter(prefix="/api", tags=["tags"])


@router.get("/tags")
async def list_tags(session: AsyncSession = Depends(get_session)):
    return {"tags": await TagService(session).all_tags()}
