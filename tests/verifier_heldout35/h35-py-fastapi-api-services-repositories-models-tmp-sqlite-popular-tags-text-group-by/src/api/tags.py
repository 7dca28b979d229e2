from fastapi import APIRouter, Depends

from src.dependencies import tag_service
from src.services.tag_service import TagService

router = APIRouter()


@router.get("/tags")
def list_tags(service: TagService = Depends(tag_service)):
    return {"tags": service.list_tags()}
