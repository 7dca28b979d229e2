from django.http import JsonResponse

from articles.models import Article


def health(request):
    return JsonResponse({"ok": True})


def list_articles(request):
    qs = Article.objects.select_related("author").order_by("-created_at")[:20]
    data = [{"slug": a.slug, "title": a.title, "author": {"username": a.author.username}} for a in qs]
    return JsonResponse({"articles": data, "articlesCount": len(data)})
