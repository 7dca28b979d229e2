from fastapi import APIRouter, Depends, Request

from app.services.tags import TagService

router = APIRouter()


def tag_service(request: Request) -> TagService:
    container = request.app.state.services
    return container.tag_service or TagService(container.tag_repository)


@router.get("/tags")
def list_tags(service: TagService = Depends(tag_service)):
    return {"tags": service.names()}


@router.post("/tags", status_code=201)
def add_tag(payload: dict, service: TagService = Depends(tag_service)):
    return {"tag": service.add(payload["tag"])}
