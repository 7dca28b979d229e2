from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from ..services import article_service
from .http import api_view, body


def _paging(request):
    return int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))


@csrf_exempt
@require_http_methods(["GET", "POST"])
@api_view()
def articles(request):
    if request.method == "POST":
        if request.viewer is None:
            return JsonResponse({"errors": {"body": ["authentication required"]}}, status=401)
        article = article_service.create(request.viewer, body(request, "article"))
        return JsonResponse({"article": article_service.present(article, request.viewer)}, status=201)
    limit, offset = _paging(request)
    return JsonResponse(article_service.listing(
        request.viewer, tag=request.GET.get("tag"), author=request.GET.get("author"),
        favorited=request.GET.get("favorited"), limit=limit, offset=offset))


@require_http_methods(["GET"])
@api_view(auth="required")
def feed(request):
    limit, offset = _paging(request)
    return JsonResponse(article_service.listing(request.viewer, feed=True, limit=limit, offset=offset))


@csrf_exempt
@require_http_methods(["GET", "DELETE"])
@api_view()
def article(request, slug):
    if request.method == "DELETE":
        article_service.delete(request.viewer, slug)
        return HttpResponse(status=204)
    return JsonResponse({"article": article_service.present(article_service.get(slug), request.viewer)})


@csrf_exempt
@require_http_methods(["POST", "DELETE"])
@api_view(auth="required")
def favorite(request, slug):
    article = article_service.favorite(request.viewer, slug, request.method == "POST")
    return JsonResponse({"article": article_service.present(article, request.viewer)})


@api_view()
def tags(request):
    return JsonResponse({"tags": article_service.tags()})


def health(request):
    return JsonResponse({"status": "ok"})
