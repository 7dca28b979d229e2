from django.http import HttpResponse, JsonResponse

from ..services import articles
from .common import endpoint


def _page(request):
    return int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))


@endpoint({"GET", "POST"})
def collection(request):
    if request.method == "POST":
        if request.viewer is None:
            return JsonResponse({"errors": {"body": ["authentication required"]}}, status=401)
        article = articles.create(request.viewer, request.data.get("article") or {})
        return JsonResponse({"article": articles.view(article, request.viewer)}, status=201)
    limit, offset = _page(request)
    return JsonResponse(articles.listing(request.viewer, tag=request.GET.get("tag"),
                                         author=request.GET.get("author"),
                                         favorited=request.GET.get("favorited"), limit=limit, offset=offset))


@endpoint({"GET"}, auth="required")
def feed(request):
    limit, offset = _page(request)
    return JsonResponse(articles.listing(request.viewer, feed=True, limit=limit, offset=offset))


@endpoint({"GET", "DELETE"})
def item(request, slug):
    if request.method == "DELETE":
        articles.delete(request.viewer, slug)
        return HttpResponse(status=204)
    return JsonResponse({"article": articles.view(articles.get(slug), request.viewer)})


@endpoint({"POST", "DELETE"}, auth="required")
def favorite(request, slug):
    article = articles.favorite(request.viewer, slug, request.method == "POST")
    return JsonResponse({"article": articles.view(article, request.viewer)})


@endpoint({"GET"})
def tags(request):
    return JsonResponse({"tags": articles.tags()})


def health(request):
    return JsonResponse({"status": "ok"})
