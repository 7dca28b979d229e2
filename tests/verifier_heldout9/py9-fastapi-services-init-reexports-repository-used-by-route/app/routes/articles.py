from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel
from sqlalchemy.orm import Session

from app.services import ArticleRepository, ArticleService, NotFoundError, TagRepository, get_session

router = APIRouter(prefix="/api")


class NewArticle(BaseModel):
    title: str
    body: str
    tagList: list[str] = []


class NewArticleBody(BaseModel):
    article: NewArticle


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session), TagRepository(session))


def _out(a):
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body,
                        "tagList": [t.name for t in a.tags]}}


@router.post("/articles", status_code=201)
def create_article(payload: NewArticleBody, service: ArticleService = Depends(article_service)):
    return _out(service.create(payload.article.title, payload.article.body, payload.article.tagList))


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)):
    try:
        return _out(service.get(slug))
    except NotFoundError:
        raise HTTPException(status_code=404, detail="article not found")


@router.get("/tags")
def list_tags(session: Session = Depends(get_session)):
    return {"tags": TagRepository(session).names()}
