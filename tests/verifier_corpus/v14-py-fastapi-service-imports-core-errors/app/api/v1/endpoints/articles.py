from fastapi import APIRouter, Depends, Response

from app.dependencies import article_service, current_user
from app.models import Article, User
from app.services.articles import ArticleService

router = APIRouter()


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
