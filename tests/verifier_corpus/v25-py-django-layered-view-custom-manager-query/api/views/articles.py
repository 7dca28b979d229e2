from django.http import JsonResponse

from api.models import Article


def article_detail(request, slug):
    try:
        article = Article.published.get(slug=slug)
    except Article.DoesNotExist:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": article.slug, "title": article.title}})
