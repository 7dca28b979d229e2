# feature-file: articles
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import View

from conduit.routes.http import current_user, optional_user, read_json
from conduit.routes.serializers import article_json, article_page_json
from conduit.services import articles


class ArticleListView(View):
    def get(self, request: HttpRequest) -> JsonResponse:
        query = request.GET
        page = articles.list_articles(
            optional_user(request),
            tag=query.get("tag"),
            author=query.get("author"),
            favorited=query.get("favorited"),  # feature-line: favorites
            limit=query.get("limit"),
            offset=query.get("offset"),
        )
        return JsonResponse(article_page_json(page))

    def post(self, request: HttpRequest) -> JsonResponse:
        author = current_user(request).user
        detail = articles.create(author, read_json(request, "article"))
        return JsonResponse({"article": article_json(detail)}, status=201)
# feature-begin: profiles


class FeedView(View):
    def get(self, request: HttpRequest) -> JsonResponse:
        viewer = current_user(request).user
        page = articles.feed(
            viewer, limit=request.GET.get("limit"), offset=request.GET.get("offset")
        )
        return JsonResponse(article_page_json(page))
# feature-end: profiles


class ArticleView(View):
    def get(self, request: HttpRequest, slug: str) -> JsonResponse:
        return JsonResponse({"article": article_json(articles.get(slug, optional_user(request)))})

    def put(self, request: HttpRequest, slug: str) -> JsonResponse:
        viewer = current_user(request).user
        detail = articles.update(viewer, slug, read_json(request, "article"))
        return JsonResponse({"article": article_json(detail)})

    def delete(self, request: HttpRequest, slug: str) -> HttpResponse:
        articles.delete(current_user(request).user, slug)
        return HttpResponse(status=204)
# feature-begin: favorites


class FavoriteView(View):
    """No request body is read: clients send none, or an empty one labelled as JSON."""

    def post(self, request: HttpRequest, slug: str) -> JsonResponse:
        detail = articles.favorite(current_user(request).user, slug)
        return JsonResponse({"article": article_json(detail)})

    def delete(self, request: HttpRequest, slug: str) -> JsonResponse:
        detail = articles.unfavorite(current_user(request).user, slug)
        return JsonResponse({"article": article_json(detail)})
# feature-end: favorites
