from fastapi import APIRouter, Depends

from ..container import tag_service
from ..services.tag_service import TagService

router = APIRouter()


@router.get("/tags")
def get_tags(service: TagService = Depends(tag_service)):
    return {"tags": service.list_tags()}
