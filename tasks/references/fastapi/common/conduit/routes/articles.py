# feature-file: articles
from typing import Annotated

from fastapi import APIRouter, Query, Response, status

from conduit.routes.deps import IdentityDep, OptionalIdentityDep, ServicesDep
# feature-begin: profiles
from conduit.routes.requests import ArticleFilters, NewArticleBody, Page, UpdateArticleBody
# feature-else: profiles
# from conduit.routes.requests import ArticleFilters, NewArticleBody, UpdateArticleBody
# feature-end: profiles
from conduit.routes.responses import ArticleResponse, ArticlesResponse, article, articles_response

router = APIRouter(prefix="/articles", tags=["articles"])


# feature-begin: profiles
# Declared before "/{slug}" so that "feed" is not taken for a slug.
@router.get("/feed")
def feed(page: Annotated[Page, Query()], caller: IdentityDep, services: ServicesDep) -> ArticlesResponse:
    views, total = services.articles.feed(caller.user, limit=page.limit, offset=page.offset)
    return articles_response(views, total)


# feature-end: profiles
@router.get("")
def list_articles(
    filters: Annotated[ArticleFilters, Query()], caller: OptionalIdentityDep, services: ServicesDep
) -> ArticlesResponse:
    viewer = caller.user if caller else None
    views, total = services.articles.search(viewer, **filters.model_dump())
    return articles_response(views, total)


@router.post("", status_code=status.HTTP_201_CREATED)
def create_article(body: NewArticleBody, caller: IdentityDep, services: ServicesDep) -> ArticleResponse:
    new = body.article
    view = services.articles.create(
        caller.user, title=new.title, description=new.description, body=new.body, tags=new.tag_list
    )
    return ArticleResponse(article=article(view))


@router.get("/{slug}")
def get_article(slug: str, caller: OptionalIdentityDep, services: ServicesDep) -> ArticleResponse:
    viewer = caller.user if caller else None
    return ArticleResponse(article=article(services.articles.get(slug, viewer)))


@router.put("/{slug}")
def update_article(slug: str, body: UpdateArticleBody, caller: IdentityDep, services: ServicesDep) -> ArticleResponse:
    changes = body.article.model_dump(exclude_none=True)
    return ArticleResponse(article=article(services.articles.update(caller.user, slug, **changes)))


@router.delete("/{slug}", status_code=status.HTTP_204_NO_CONTENT)
def delete_article(slug: str, caller: IdentityDep, services: ServicesDep) -> Response:
    services.articles.delete(caller.user, slug)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
# feature-begin: favorites


@router.post("/{slug}/favorite")
def favorite(slug: str, caller: IdentityDep, services: ServicesDep) -> ArticleResponse:
    return ArticleResponse(article=article(services.articles.favorite(caller.user, slug)))


@router.delete("/{slug}/favorite")
def unfavorite(slug: str, caller: IdentityDep, services: ServicesDep) -> ArticleResponse:
    return ArticleResponse(article=article(services.articles.unfavorite(caller.user, slug)))
# feature-end: favorites
