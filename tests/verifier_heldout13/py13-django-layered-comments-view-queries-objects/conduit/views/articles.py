from django.http import JsonResponse
from django.views.decorators.http import require_GET

from conduit.services import article_service


@require_GET
def article_detail(request, slug: str):
    try:
        return JsonResponse({"article": article_service.get_article(slug)})
    except article_service.ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
