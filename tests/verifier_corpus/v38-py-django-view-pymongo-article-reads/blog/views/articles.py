from django.http import JsonResponse

from blog.services.article_service import ArticleNotFound, get_article


def article_detail(request, slug):
    try:
        article = get_article(slug)
    except ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": article.slug, "title": article.title, "body": article.body}})
