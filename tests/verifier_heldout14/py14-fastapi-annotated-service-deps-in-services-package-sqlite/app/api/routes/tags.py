from fastapi import APIRouter

from app.services.deps import ArticleServiceDep

router = APIRouter(tags=["tags"])


@router.get("/tags")
async def list_tags(service: ArticleServiceDep) -> dict:
    return {"tags": await service.tags()}
