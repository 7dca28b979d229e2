from fastapi import APIRouter, Depends

from app.dependencies import tag_service
from app.services.tag_service import TagService

router = APIRouter()


@router.get("/tags")
def list_tags(service: TagService = Depends(tag_service)):
    return {"tags": service.all()}


@router.get("/health-check")
def health():
    return {"status": "ok"}
