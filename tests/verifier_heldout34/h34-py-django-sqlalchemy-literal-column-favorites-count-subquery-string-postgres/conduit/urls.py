from django.http import JsonResponse
from django.urls import path

from conduit import queries


def health(request):
    return JsonResponse({"status": "ok"})


def article_list(request):
    rows = queries.articles_with_counts()
    return JsonResponse({"articles": [{"slug": a.slug, "title": a.title, "favoritesCount": n}
                                      for a, n in rows], "articlesCount": len(rows)})


def article_detail(request, slug):
    row = queries.article_with_count(slug)
    if row is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    a, n = row
    return JsonResponse({"article": {"slug": a.slug, "title": a.title, "favoritesCount": n}})


urlpatterns = [
    path("api/health-check", health),
    path("api/articles", article_list),
    path("api/articles/<slug:slug>", article_detail),
]
