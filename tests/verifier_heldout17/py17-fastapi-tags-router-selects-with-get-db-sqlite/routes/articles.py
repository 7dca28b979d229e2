from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from db.session import get_db
from services.article_service import ArticleService

router = APIRouter()


@router.get("/articles")
def list_articles(tag: str | None = None, limit: int = 20, offset: int = 0,
                  db: Session = Depends(get_db)):
    items = ArticleService(db).list_articles(tag, limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in items],
            "articlesCount": len(items)}


@router.get("/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = ArticleService(db).get_article(slug)
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": {"slug": article.slug, "title": article.title}}
