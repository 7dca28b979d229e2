from fastapi import APIRouter, Response

from app.dependencies import ArticlesServiceDep, CurrentUser, OptionalUser
from app.schemas.articles import NewArticleEnvelope, article_out

router = APIRouter(tags=["articles"])


@router.get("/articles")
def list_articles(service: ArticlesServiceDep, viewer: OptionalUser, tag: str | None = None,
                  author: str | None = None, favorited: str | None = None,
                  limit: int = 20, offset: int = 0) -> dict:
    views, count = service.list(viewer, tag=tag, author=author, favorited=favorited,
                                limit=limit, offset=offset)
    return {"articles": [article_out(v) for v in views], "articlesCount": count}


@router.get("/articles/feed")
def feed(service: ArticlesServiceDep, viewer: CurrentUser, limit: int = 20, offset: int = 0) -> dict:
    views, count = service.feed(viewer, limit, offset)
    return {"articles": [article_out(v) for v in views], "articlesCount": count}


@router.post("/articles", status_code=201)
def create(payload: NewArticleEnvelope, service: ArticlesServiceDep, viewer: CurrentUser) -> dict:
    a = payload.article
    return {"article": article_out(service.create(viewer, a.title, a.description, a.body, a.tagList))}


@router.get("/articles/{slug}")
def get(slug: str, service: ArticlesServiceDep, viewer: OptionalUser) -> dict:
    return {"article": article_out(service.view(service.get(slug), viewer))}


@router.delete("/articles/{slug}", status_code=204)
def delete(slug: str, service: ArticlesServiceDep, viewer: CurrentUser) -> Response:
    service.delete(viewer, slug)
    return Response(status_code=204)


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, service: ArticlesServiceDep, viewer: CurrentUser) -> dict:
    return {"article": article_out(service.favorite(viewer, slug, True))}


@router.delete("/articles/{slug}/favorite")
def unfavorite(slug: str, service: ArticlesServiceDep, viewer: CurrentUser) -> dict:
    return {"article": article_out(service.favorite(viewer, slug, False))}


@router.get("/tags")
def tags(service: ArticlesServiceDep) -> dict:
    return {"tags": service.tags()}
