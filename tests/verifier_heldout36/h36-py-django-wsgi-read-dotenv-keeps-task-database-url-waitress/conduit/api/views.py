from django.http import JsonResponse

from conduit.models import Article


def health(request):
    return JsonResponse({"status": "ok"})


def detail(request, slug):
    a = Article.objects.filter(slug=slug).first()
    if a is None:
        return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": a.slug, "title": a.title, "body": a.body}})
