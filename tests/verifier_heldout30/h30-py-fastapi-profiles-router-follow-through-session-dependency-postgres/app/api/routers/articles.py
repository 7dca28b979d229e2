from fastapi import APIRouter, Depends

from app.api.deps import get_article_service, get_current_user
from app.services.article_service import ArticleService

router = APIRouter(tags=["articles"])


def _article(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
                  service: ArticleService = Depends(get_article_service)):
    items, total = service.list(tag=tag, author=author, limit=limit, offset=offset)
    return {"articles": [_article(a) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(payload: dict, user=Depends(get_current_user),
                   service: ArticleService = Depends(get_article_service)):
    a = payload["article"]
    return {"article": _article(service.create(user, a["title"], a["description"], a["body"],
                                               a.get("tagList", [])))}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(get_article_service)):
    return {"article": _article(service.get(slug))}
