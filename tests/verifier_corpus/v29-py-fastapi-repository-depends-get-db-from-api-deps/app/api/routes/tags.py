from fastapi import APIRouter, Depends

from app.services.tag_service import TagService

router = APIRouter(tags=["tags"])


@router.get("/tags")
def list_tags(service: TagService = Depends()):
    return {"tags": service.list_names()}
