from datetime import datetime

from fastapi import APIRouter, Depends, HTTPException
from fastapi_pagination import LimitOffsetPage
from fastapi_pagination.ext.sqlalchemy import paginate
from pydantic import BaseModel, ConfigDict
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.models.article import Article, User
from conduit.services.article_service import ArticleNotFound, ArticleService, article_service

router = APIRouter(prefix="/api")


class ArticleOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    slug: str
    title: str
    description: str
    body: str
    created_at: datetime


@router.get("/articles", response_model=LimitOffsetPage[ArticleOut])
def list_articles(author: str | None = None, session: Session = Depends(get_session)):
    stmt = select(Article).order_by(Article.created_at.desc())
    if author:
        stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
    return paginate(session, stmt)


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)):
    try:
        return {"article": ArticleOut.model_validate(service.get(slug)).model_dump()}
    except ArticleNotFound:
        raise HTTPException(404, "article not found")
