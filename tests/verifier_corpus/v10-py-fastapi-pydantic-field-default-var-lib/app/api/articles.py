from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.core.db import get_session
from app.models import Article

router = APIRouter()
SessionDep = Annotated[Session, Depends(get_session)]


@router.get("/articles")
def list_articles(session: SessionDep, limit: int = 20, offset: int = 0):
    rows = session.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)}


@router.get("/articles/{slug}")
def get_article(slug: str, session: SessionDep):
    article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404, "article not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
