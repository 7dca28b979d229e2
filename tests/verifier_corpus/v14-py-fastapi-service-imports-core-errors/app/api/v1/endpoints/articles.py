from fastapi import APIRouter, Depends, Response
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Article, User
from app.repositories.articles import ArticleRepository
from app.services.articles import ArticleService

router = APIRouter()


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    # composition root for the route: the service gets its repository here
    return ArticleService(ArticleRepository(session))


def current_user() -> User:
    return User(id=1, username="jake", email="jake@jake.jake", bio="")


@router.get("/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)) -> dict:
    return {"article": _article(service.get(slug))}


@router.delete("/{slug}", status_code=204)
def delete_article(slug: str, service: ArticleService = Depends(article_service),
                   user: User = Depends(current_user)) -> Response:
    service.delete(slug, user)
    return Response(status_code=204)


def _article(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "createdAt": article.created_at.isoformat(),
            "author": {"username": article.author.username, "bio": article.author.bio, "following": False}}
