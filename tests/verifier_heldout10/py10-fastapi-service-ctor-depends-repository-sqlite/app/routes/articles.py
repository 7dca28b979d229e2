from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, ConfigDict

from app.services.articles import ArticleNotFound, ArticleService

router = APIRouter()
Service = Annotated[ArticleService, Depends()]


class AuthorOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    username: str
    bio: str
    image: str | None
    following: bool = False


class ArticleOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    slug: str
    title: str
    description: str
    body: str
    author: AuthorOut


@router.get("/articles")
def list_articles(service: Service, limit: int = 20, offset: int = 0):
    items = [ArticleOut.model_validate(a).model_dump() for a in service.page(limit, offset)]
    return {"articles": items, "articlesCount": len(items)}


@router.get("/articles/{slug}")
def get_article(slug: str, service: Service):
    try:
        return {"article": ArticleOut.model_validate(service.get(slug)).model_dump()}
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
