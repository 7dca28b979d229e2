# feature-file: articles
from fastapi import APIRouter

from conduit.routes.deps import ServicesDep
from conduit.routes.responses import TagsResponse

router = APIRouter(tags=["tags"])


@router.get("/tags")
def list_tags(services: ServicesDep) -> TagsResponse:
    return TagsResponse(tags=services.articles.tags())
