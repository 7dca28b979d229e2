from django.http import JsonResponse

from conduit.services import article_service
from conduit.services.errors import NotFound


def article_detail(request, slug):
    try:
        return JsonResponse({"article": article_service.get_article(slug)})
    except NotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
