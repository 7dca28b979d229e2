from fastapi import APIRouter, Depends, Response

from app.dependencies import article_service, optional_user, required_user
from app.schemas.payloads import NewArticleEnvelope
from app.services.article_service import ArticleService

router = APIRouter(tags=["articles"])


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                  limit: int = 20, offset: int = 0, viewer=Depends(optional_user),
                  articles: ArticleService = Depends(article_service)):
    return articles.list(viewer, tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, viewer=Depends(required_user),
         articles: ArticleService = Depends(article_service)):
    return articles.feed(viewer, limit, offset)


@router.post("/articles", status_code=201)
def create(body: NewArticleEnvelope, viewer=Depends(required_user),
           articles: ArticleService = Depends(article_service)):
    article = articles.create(viewer, body.article.model_dump())
    return {"article": articles.serialize(article, viewer)}


@router.get("/articles/{slug}")
def get(slug: str, viewer=Depends(optional_user), articles: ArticleService = Depends(article_service)):
    return {"article": articles.serialize(articles.get(slug), viewer)}


@router.delete("/articles/{slug}", status_code=204)
def delete(slug: str, viewer=Depends(required_user), articles: ArticleService = Depends(article_service)):
    articles.delete(viewer, slug)
    return Response(status_code=204)


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, viewer=Depends(required_user), articles: ArticleService = Depends(article_service)):
    return {"article": articles.serialize(articles.favorite(viewer, slug, True), viewer)}


@router.delete("/articles/{slug}/favorite")
def unfavorite(slug: str, viewer=Depends(required_user), articles: ArticleService = Depends(article_service)):
    return {"article": articles.serialize(articles.favorite(viewer, slug, False), viewer)}


@router.get("/tags")
def tags(articles: ArticleService = Depends(article_service)):
    return {"tags": articles.tags()}
