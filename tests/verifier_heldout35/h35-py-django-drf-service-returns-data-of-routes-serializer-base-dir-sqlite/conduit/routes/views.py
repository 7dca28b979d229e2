from rest_framework.decorators import api_view
from rest_framework.response import Response

from conduit.services.article_service import ArticleNotFound, ArticleService

service = ArticleService()


@api_view(["GET"])
def health(request):
    return Response({"status": "ok"})


@api_view(["GET"])
def articles(request):
    return Response(service.page(int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))))


@api_view(["GET"])
def article(request, slug):
    try:
        return Response({"article": service.get(slug)})
    except ArticleNotFound:
        return Response({"errors": {"article": ["not found"]}}, status=404)
