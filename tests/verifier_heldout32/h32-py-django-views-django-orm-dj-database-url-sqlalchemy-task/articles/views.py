from django.http import JsonResponse

from articles.models import Article


def health(request):
    return JsonResponse({"status": "ok"})


def list_articles(request):
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    qs = Article.objects.order_by("-created_at")
    return JsonResponse({
        "articles": [{"slug": a.slug, "title": a.title, "description": a.description,
                      "body": a.body, "tagList": []} for a in qs[offset:offset + limit]],
        "articlesCount": qs.count(),
    })
