from fastapi import APIRouter, Depends

from conduit.services.tags import TagService

router = APIRouter()


def tag_service() -> TagService:
    from conduit.container import build_tag_service
    return build_tag_service()


@router.get("/api/tags")
async def list_tags(service: TagService = Depends(tag_service)):
    return {"tags": await service.names()}
