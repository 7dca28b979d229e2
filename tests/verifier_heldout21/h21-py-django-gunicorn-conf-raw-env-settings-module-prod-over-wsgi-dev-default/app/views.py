from django.http import JsonResponse

from app.models import Article


def health_check(request):
    return JsonResponse({"status": "ok"})


def article(request, slug):
    a = Article.objects.filter(slug=slug).first()
    if a is None:
        return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": a.slug, "title": a.title, "body": a.body}})
