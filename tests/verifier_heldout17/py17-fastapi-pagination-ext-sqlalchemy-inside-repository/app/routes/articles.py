from fastapi import APIRouter, HTTPException

from app.services.article_service import ArticleService

router = APIRouter()
service = ArticleService()


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, author: str | None = None):
    items, total = service.list(limit, offset, author)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in items], "articlesCount": total}


@router.get("/articles/{slug}")
def get_article(slug: str):
    article = service.get(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="not found")
    return {"article": {"slug": article.slug, "title": article.title}}
