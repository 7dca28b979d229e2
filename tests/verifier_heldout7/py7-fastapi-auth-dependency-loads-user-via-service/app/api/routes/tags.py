from fastapi import APIRouter, Depends

from app.container import tag_service
from app.services.tags import TagService

router = APIRouter()


@router.get("/tags")
async def list_tags(service: TagService = Depends(tag_service)) -> dict:
    return {"tags": await service.list_tags()}
