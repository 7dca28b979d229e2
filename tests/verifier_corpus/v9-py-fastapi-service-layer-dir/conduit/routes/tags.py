from fastapi import APIRouter, Depends

from conduit.bootstrap import tag_repository
from conduit.service_layer import services

router = APIRouter()


@router.get("/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@router.get("/tags")
def get_tags(repo=Depends(tag_repository)) -> dict:
    return {"tags": services.list_tags(repo)}
