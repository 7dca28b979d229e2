from fastapi import APIRouter, Depends

from conduit.dependencies import get_tag_service
from conduit.services.tag_service import TagService

router = APIRouter()


@router.get("/tags")
def list_tags(service: TagService = Depends(get_tag_service)):
    return {"tags": service.list_tags()}
