from django.http import JsonResponse

from articles.models import Article


def _render(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "createdAt": article.created_at.isoformat()}


def health_check(_request):
    return JsonResponse({"status": "ok"})


def list_articles(request):
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    articles = Article.objects.all()[offset:offset + limit]
    return JsonResponse({"articles": [_render(a) for a in articles], "articlesCount": Article.objects.count()})


def get_article(_request, slug):
    article = Article.objects.filter(slug=slug).first()
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": _render(article)})
