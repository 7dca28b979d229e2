from fastapi import APIRouter, Depends, HTTPException, Response
from pydantic import BaseModel

from app.dependencies import get_article_service
from app.services.article_service import ArticleNotFound, ArticleService

router = APIRouter(prefix="/api/articles", tags=["articles"])


class NewArticle(BaseModel):
    title: str
    description: str
    body: str


class NewArticleBody(BaseModel):
    article: NewArticle


def article_json(a):
    return {"article": {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body}}


@router.post("", status_code=201)
def create_article(payload: NewArticleBody, article_service: ArticleService = Depends(get_article_service)):
    a = payload.article
    return article_json(article_service.create(1, a.title, a.description, a.body))


@router.get("/{slug}")
def get_article(slug: str, article_service: ArticleService = Depends(get_article_service)):
    try:
        return article_json(article_service.get(slug))
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")


@router.delete("/{slug}", status_code=204)
def delete_article(slug: str, article_service: ArticleService = Depends(get_article_service)):
    if article_service.repo.get_by_slug(slug) is None:
        raise HTTPException(status_code=404, detail="article not found")
    article_service.repo.delete(slug)
    return Response(status_code=204)
