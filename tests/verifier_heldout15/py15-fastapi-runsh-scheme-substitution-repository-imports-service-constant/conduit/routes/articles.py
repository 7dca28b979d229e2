from fastapi import APIRouter, Depends, Query
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.db import session_dependency
from conduit.services.articles import ArticlesService

router = APIRouter()


async def articles_service(session: AsyncSession = Depends(session_dependency)) -> ArticlesService:
    return ArticlesService.build(session)


@router.get("/articles")
async def list_articles(tag: str | None = None, author: str | None = None,
                        limit: int = Query(20, ge=1), offset: int = Query(0, ge=0),
                        service: ArticlesService = Depends(articles_service)):
    return await service.list(tag=tag, author=author, limit=limit, offset=offset)
