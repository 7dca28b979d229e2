from django.http import JsonResponse
from django.views.decorators.http import require_GET

from api.models import Article
from api.services import article_service


@require_GET
def article_detail(request, slug):
    try:
        article = article_service.get_article(slug)
    except Article.DoesNotExist:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": article})
