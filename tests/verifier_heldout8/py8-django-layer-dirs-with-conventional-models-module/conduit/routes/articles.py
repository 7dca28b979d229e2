from django.http import HttpResponse, JsonResponse

from conduit.routes.common import body, endpoint
from conduit.services import article_service
from conduit.services.errors import ServiceError


@endpoint
def articles(request):
    if request.method == "POST":
        if request.viewer is None:
            raise ServiceError(401, "token", "is missing")
        return JsonResponse({"article": article_service.create_article(request.viewer, body(request, "article"))},
                            status=201)
    items, total = article_service.list_articles(
        request.viewer, tag=request.GET.get("tag"), author=request.GET.get("author"),
        favorited=request.GET.get("favorited"), limit=int(request.GET.get("limit", 20)),
        offset=int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": items, "articlesCount": total})


@endpoint
def article_detail(request, slug):
    if request.method == "DELETE":
        if request.viewer is None:
            raise ServiceError(401, "token", "is missing")
        article_service.delete_article(slug, request.viewer)
        return HttpResponse(status=204)
    return JsonResponse({"article": article_service.get_article(slug, request.viewer)})


@endpoint
def tags(request):
    return JsonResponse({"tags": article_service.tags()})


def health_check(request):
    return JsonResponse({"status": "ok"})
