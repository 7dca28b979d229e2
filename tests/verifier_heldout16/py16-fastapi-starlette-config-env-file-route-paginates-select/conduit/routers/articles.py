from fastapi import APIRouter, Depends, HTTPException
from fastapi_pagination.ext.sqlalchemy import paginate
from fastapi_pagination.limit_offset import LimitOffsetPage
from pydantic import BaseModel, ConfigDict
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models.article import Article
from conduit.models.session import get_session
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleNotFound, ArticleService

router = APIRouter(tags=["articles"])


class ArticleOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    slug: str
    title: str
    description: str


def get_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))


@router.get("/articles", response_model=LimitOffsetPage[ArticleOut])
def list_articles(session: Session = Depends(get_session)):
    return paginate(session, select(Article).order_by(Article.created_at.desc()))


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(get_service)):
    try:
        return {"article": ArticleOut.model_validate(service.get(slug))}
    except ArticleNotFound:
        raise HTTPException(404, "article not found")
