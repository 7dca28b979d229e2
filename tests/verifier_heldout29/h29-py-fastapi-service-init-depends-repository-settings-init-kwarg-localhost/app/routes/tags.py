from typing import Annotated

from fastapi import APIRouter, Depends

from app.services.tag_service import TagService

router = APIRouter()


@router.get("/tags")
def list_tags(service: Annotated[TagService, Depends()]):
    return {"tags": service.list_tags()}


@router.get("/health-check")
def health_check():
    return {"status": "ok"}
