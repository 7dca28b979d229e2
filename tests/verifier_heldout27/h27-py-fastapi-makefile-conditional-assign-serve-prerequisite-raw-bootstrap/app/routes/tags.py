from fastapi import APIRouter, Depends

from app.routes.deps import tag_service
from app.services.tag_service import TagService

router = APIRouter()


@router.get("/tags")
def list_tags(service: TagService = Depends(tag_service)) -> dict:
    return {"tags": service.list_tags()}
