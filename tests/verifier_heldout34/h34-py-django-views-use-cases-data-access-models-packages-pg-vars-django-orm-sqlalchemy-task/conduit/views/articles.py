from django.http import JsonResponse

from conduit.use_cases import articles as use_cases


def _json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "author": {"username": a.author.username}}


def article_list(request):
    items, count = use_cases.list_articles(int(request.GET.get("limit", 20)),
                                           int(request.GET.get("offset", 0)),
                                           request.GET.get("author"))
    return JsonResponse({"articles": [_json(a) for a in items], "articlesCount": count})


def article_detail(request, slug):
    try:
        return JsonResponse({"article": _json(use_cases.get_article(slug))})
    except use_cases.ArticleMissing:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)


def health(request):
    return JsonResponse({"status": "ok"})
