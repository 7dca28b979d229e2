from django.http import JsonResponse

from api.services.article_service import ArticleService

service = ArticleService()


def article_detail(request, slug):
    article = service.get(slug)
    if article is None:
        return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": article.slug, "title": article.title,
                                     "description": article.description, "body": article.body}})
