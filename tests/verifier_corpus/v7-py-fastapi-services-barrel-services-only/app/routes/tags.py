from fastapi import APIRouter, Depends

from app.dependencies import tag_service
from app.services import TagService

router = APIRouter()


@router.get("/tags")
def list_tags(service: TagService = Depends(tag_service)):
    return {"tags": service.names()}


@router.post("/tags", status_code=201)
def add_tag(payload: dict, service: TagService = Depends(tag_service)):
    service.add(payload["tag"])
    return {}
