from fastapi import APIRouter, Depends

from app.routes.schemas import NewArticleEnvelope
from app.services.article_service import ArticleService
from app.services.providers import article_service, current_user

router = APIRouter()


def _out(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
                  articles: ArticleService = Depends(article_service)):
    items, total = articles.list(tag, author, limit, offset)
    return {"articles": [_out(a) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(payload: NewArticleEnvelope, user=Depends(current_user),
                   articles: ArticleService = Depends(article_service)):
    a = payload.article
    return {"article": _out(articles.create(user, a.title, a.description, a.body, a.tagList))}


@router.get("/articles/{slug}")
def get_article(slug: str, articles: ArticleService = Depends(article_service)):
    return {"article": _out(articles.get(slug))}
