from fastapi import APIRouter, Body, Depends

from app.api.routes.auth import current_user
from app.container import deps
from app.repositories.article_repository import ArticleRepository
from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/articles")
def list_articles(
    tag: str | None = None,
    limit: int = 20,
    offset: int = 0,
    articles: ArticleRepository = deps.depends(ArticleRepository),
    service: ArticleService = deps.depends(ArticleService),
):
    # Read path: fetch straight from the repository, only the presentation comes from the service.
    items, total = articles.list(tag=tag, limit=limit, offset=offset)
    return {"articles": [service.present(a) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(body: dict = Body(...), user=Depends(current_user),
                   service: ArticleService = deps.depends(ArticleService)):
    return {"article": service.create(user, body.get("article") or {})}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = deps.depends(ArticleService)):
    return {"article": service.get(slug)}
