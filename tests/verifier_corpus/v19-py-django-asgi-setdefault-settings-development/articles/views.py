from django.http import JsonResponse

from articles.models import Article, Tag


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})


def articles(request):
    qs = Article.objects.order_by("-created_at")[: int(request.GET.get("limit", 20))]
    items = [
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
         "tagList": [t.name for t in a.tags.all()]}
        for a in qs
    ]
    return JsonResponse({"articles": items, "articlesCount": Article.objects.count()})
