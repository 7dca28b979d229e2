from django.http import JsonResponse

from conduit.models import Article


def health(request):
    return JsonResponse({"status": "ok"})


def article(request, slug):
    a = Article.objects.select_related("author").filter(slug=slug).first()
    if a is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": a.slug, "title": a.title, "body": a.body,
                                     "author": {"username": a.author.username}}})
