from fastapi import APIRouter, Depends, Response
from pydantic import BaseModel, Field

from conduit.models import Article, User
from conduit.providers import article_service, current_user
from conduit.services import ArticleService

router = APIRouter(tags=["articles"])


class NewArticle(BaseModel):
    title: str
    description: str
    body: str
    tagList: list[str] = Field(default_factory=list)


def _article(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def search(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
           articles: ArticleService = Depends(article_service)) -> dict:
    rows, total = articles.search(tag, author, limit, offset)
    return {"articles": [_article(a) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
def create(body: dict[str, NewArticle], user: User = Depends(current_user),
           articles: ArticleService = Depends(article_service)) -> dict:
    a = body["article"]
    return {"article": _article(articles.create(user, a.title, a.description, a.body, a.tagList))}


@router.get("/articles/{slug}")
def show(slug: str, articles: ArticleService = Depends(article_service)) -> dict:
    return {"article": _article(articles.get(slug))}


@router.delete("/articles/{slug}", status_code=204)
def delete(slug: str, user: User = Depends(current_user),
           articles: ArticleService = Depends(article_service)) -> Response:
    articles.delete(user, slug)
    return Response(status_code=204)


@router.get("/tags")
def tags(articles: ArticleService = Depends(article_service)) -> dict:
    return {"tags": articles.tag_names()}
