from django.http import JsonResponse

from articles.models import Article


def article_list(request):
    rows = Article.objects.order_by("-created_at")[:20]
    return JsonResponse({"articles": [{"slug": a.slug, "title": a.title, "body": a.body} for a in rows], "articlesCount": len(rows)})
