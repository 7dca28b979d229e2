from fastapi import APIRouter, Depends

from api.providers import tag_service
from api.services.tag_service import TagService

router = APIRouter()


@router.get("/tags")
def list_tags(service: TagService = Depends(tag_service)):
    return {"tags": service.list_tags()}
