from fastapi import APIRouter, Depends

from app.services.tag_service import TagService, tag_service

router = APIRouter()


@router.get("/tags")
def list_tags(service: TagService = Depends(tag_service)):
    return {"tags": service.list_tags()}


@router.get("/health-check")
def health_check():
    return {"status": "ok"}
