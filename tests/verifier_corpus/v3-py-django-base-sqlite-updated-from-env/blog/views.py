from django.http import JsonResponse

from blog.models import Article


def article_list(request):
    rows = Article.objects.order_by("-id")[:20]
    return JsonResponse({"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)})
