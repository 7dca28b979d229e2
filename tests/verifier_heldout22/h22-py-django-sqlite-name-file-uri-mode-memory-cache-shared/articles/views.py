from django.http import JsonResponse

from articles.models import Article, Tag


def health_check(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})


def articles(request):
    qs = Article.objects.select_related("author").prefetch_related("tags").order_by("-created_at")
    if request.GET.get("tag"):
        qs = qs.filter(tags__name=request.GET["tag"])
    if request.GET.get("author"):
        qs = qs.filter(author__username=request.GET["author"])
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    total = qs.count()
    return JsonResponse({"articlesCount": total, "articles": [
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
         "tagList": [t.name for t in a.tags.all()],
         "author": {"username": a.author.username, "bio": "", "image": None, "following": False}}
        for a in qs[offset:offset + limit]]})
