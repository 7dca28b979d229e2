from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import get_db
from app.models import Article, User
from app.repositories.articles import ArticlesRepository
from app.services.articles import ArticleNotFound, ArticlesService

router = APIRouter(prefix="/articles", tags=["articles"])


def get_service(db: Session = Depends(get_db)) -> ArticlesService:
    return ArticlesService(ArticlesRepository(db))


def to_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "favorited": False, "favoritesCount": 0,
            "createdAt": a.created_at.isoformat(), "updatedAt": a.created_at.isoformat(),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@router.get("")
def list_articles(author: str | None = None, limit: int = Query(20, ge=1), offset: int = Query(0, ge=0),
                  db: Session = Depends(get_db)):
    stmt = select(Article).order_by(Article.created_at.desc())
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    total = db.scalar(select(func.count()).select_from(stmt.order_by(None).subquery()))
    articles = db.scalars(stmt.limit(limit).offset(offset)).all()
    return {"articles": [to_json(a) for a in articles], "articlesCount": total}


@router.get("/{slug}")
def get_article(slug: str, service: ArticlesService = Depends(get_service)):
    try:
        return {"article": to_json(service.get(slug))}
    except ArticleNotFound:
        raise HTTPException(404, detail="article not found")
