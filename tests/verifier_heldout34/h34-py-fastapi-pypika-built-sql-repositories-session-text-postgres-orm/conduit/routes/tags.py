from fastapi import APIRouter, Depends

from conduit.services.article_service import TagService
from conduit.services.providers import tag_service

router = APIRouter()


@router.get("/tags")
def list_tags(service: TagService = Depends(tag_service)):
    return {"tags": service.popular()}
