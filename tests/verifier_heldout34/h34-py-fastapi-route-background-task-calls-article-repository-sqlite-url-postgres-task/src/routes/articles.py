from fastapi import APIRouter, BackgroundTasks, Depends, HTTPException

from src.repositories.article_repository import refresh_favorites_count
from src.services.article_service import ArticleNotFound, ArticleService

router = APIRouter()


@router.post("/articles/{slug}/favorite")
def favorite_article(slug: str, background: BackgroundTasks,
                     service: ArticleService = Depends()):
    try:
        article = service.favorite(1, slug)
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
    background.add_task(refresh_favorites_count, article.id)
    return {"article": {"slug": article.slug, "title": article.title, "favorited": True}}
