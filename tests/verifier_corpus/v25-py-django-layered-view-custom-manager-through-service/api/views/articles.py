from django.http import JsonResponse

from api.services import articles as service


def article_detail(request, slug):
    article = service.get_published(slug)
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": article.slug, "title": article.title}})
