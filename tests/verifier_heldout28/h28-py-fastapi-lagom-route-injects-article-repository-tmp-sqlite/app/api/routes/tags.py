from fastapi import APIRouter

from app.container import deps
from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/tags")
def list_tags(service: ArticleService = deps.depends(ArticleService)):
    return {"tags": service.tags()}
