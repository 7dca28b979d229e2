from django.http import JsonResponse

from conduit.services import article_service


def _out(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat()}


def health_check(request):
    return JsonResponse({"status": "ok"})


def article_list(request):
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    articles, total = article_service.list_articles(limit, offset)
    return JsonResponse({"articles": [_out(a) for a in articles], "articlesCount": total})


def article_detail(request, slug):
    try:
        return JsonResponse({"article": _out(article_service.get_article(slug))})
    except article_service.ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
