from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, Field

from app.models import Article, User
from app.services.article_service import ArticleService, get_article_service
from app.services.user_service import current_user

router = APIRouter()


class ArticleIn(BaseModel):
    title: str
    description: str
    body: str
    tagList: list[str] = Field(default_factory=list)


class CommentIn(BaseModel):
    body: str


def _article(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, service: ArticleService = Depends(get_article_service)):
    articles = service.recent(limit, offset)
    return {"articles": [_article(a) for a in articles], "articlesCount": len(articles)}


@router.post("/articles", status_code=201)
def create_article(body: dict[str, ArticleIn], user: User = Depends(current_user),
                   service: ArticleService = Depends(get_article_service)):
    data = body["article"]
    return {"article": _article(service.create(user, data.title, data.description, data.body, data.tagList))}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(get_article_service)):
    article = service.get(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": _article(article)}


@router.get("/articles/{slug}/comments")
def list_comments(slug: str, service: ArticleService = Depends(get_article_service)):
    article = service.get(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    # no business rule here, so read straight from the service's repository
    comments = service.repository.comments_for(article.id)
    return {"comments": [{"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat() + "Z",
                          "updatedAt": c.created_at.isoformat() + "Z",
                          "author": {"username": c.author.username, "bio": c.author.bio,
                                     "image": c.author.image, "following": False}} for c in comments]}


@router.get("/tags")
def tags(service: ArticleService = Depends(get_article_service)):
    return {"tags": service.repository.all_tag_names()}
