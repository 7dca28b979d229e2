from dependency_injector.wiring import Provide, inject
from fastapi import APIRouter, Depends

from app.containers import Container
from app.services.tag_service import TagService

router = APIRouter(prefix="/api")


@router.get("/tags")
@inject
def list_tags(service: TagService = Depends(Provide[Container.tag_service])):
    return {"tags": service.list_tags()}
