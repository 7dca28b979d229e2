from fastapi import APIRouter, Depends

from app.dependencies import provide_tag_service
from app.services.tag_service import TagService

router = APIRouter()


@router.get("/tags")
def get_tags(service: TagService = Depends(provide_tag_service)) -> dict:
    return {"tags": service.popular()}
