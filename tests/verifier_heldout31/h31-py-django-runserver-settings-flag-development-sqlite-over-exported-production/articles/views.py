from django.http import JsonResponse

from .models import Article, Tag


def health_check(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})


def article_detail(request, slug):
    try:
        article = Article.objects.prefetch_related("tags").get(slug=slug)
    except Article.DoesNotExist:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": [t.name for t in article.tags.all()],
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
    }})
