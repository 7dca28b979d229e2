"""Article use cases."""
from fastapi import APIRouter, Depends, HTTPException, Query
from pydantic import BaseModel
from sqlalchemy.orm import Session

from app.database import get_db
from app.repositories.article_repository import ArticleRepository

router = APIRouter(tags=["articles"])


class NewComment(BaseModel):
    body: str


class NewCommentBody(BaseModel):
    comment: NewComment


def _article(a) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": [],
        "createdAt": a.created_at.isoformat(),
        "favorited": False,
        "favoritesCount": 0,
    }


@router.get("/articles")
def list_articles(
    limit: int = Query(20, ge=1), offset: int = Query(0, ge=0), db: Session = Depends(get_db)
) -> dict:
    items, total = ArticleRepository(db).page(limit, offset)
    return {"articles": [_article(a) for a in items], "articlesCount": total}


@router.get("/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)) -> dict:
    article = ArticleRepository(db).by_slug(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": _article(article)}


@router.post("/articles/{slug}/comments")
def add_comment(slug: str, payload: NewCommentBody, db: Session = Depends(get_db)) -> dict:
    repo = ArticleRepository(db)
    article = repo.by_slug(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    if not payload.comment.body.strip():
        raise HTTPException(status_code=422, detail="body can't be empty")
    comment = repo.add_comment(article, payload.comment.body)
    return {"comment": {"id": comment.id, "body": comment.body, "createdAt": comment.created_at.isoformat()}}
