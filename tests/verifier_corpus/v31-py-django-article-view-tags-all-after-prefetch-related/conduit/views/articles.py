from django.http import JsonResponse

from conduit.services import article_service


def health(request):
    return JsonResponse({"status": "ok"})


def _article_json(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        # served from the prefetch cache filled by the repository: no query here
        "tagList": sorted(tag.name for tag in article.tags.all()),
        "createdAt": article.created_at.isoformat(),
    }


def article_list(request):
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    articles, count = article_service.list_articles(limit, offset)
    return JsonResponse({"articles": [_article_json(a) for a in articles], "articlesCount": count})
