from fastapi import APIRouter, Depends, HTTPException

from app.routes.deps import get_registry
from app.services.registry import ServiceRegistry

router = APIRouter()


@router.get("/articles/{slug}")
def get_article(slug: str, registry: ServiceRegistry = Depends(get_registry)):
    article = registry.articles.get_by_slug(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": {"slug": article.slug, "title": article.title, "description": article.description, "body": article.body}}
