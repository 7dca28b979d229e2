from django.http import JsonResponse

from blog.models import Article


def health_check(request):
    return JsonResponse({"status": "ok"})


def articles(request):
    qs = Article.objects.order_by("-created_at")[:20]
    data = [{"slug": a.slug, "title": a.title, "description": a.description} for a in qs]
    return JsonResponse({"articles": data, "articlesCount": Article.objects.count()})
