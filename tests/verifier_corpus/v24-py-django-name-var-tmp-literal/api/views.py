import json

from django.http import JsonResponse
from django.utils.text import slugify
from django.views.decorators.csrf import csrf_exempt

from api.models import Article, Tag


def health(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})


def _article(a):
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": [t.name for t in a.tags.all()],
        "createdAt": a.created_at.isoformat(),
        "updatedAt": a.updated_at.isoformat(),
    }


@csrf_exempt
def articles(request):
    if request.method == "POST":
        data = json.loads(request.body or b"{}").get("article", {})
        article = Article.objects.create(
            slug=slugify(data.get("title", "")),
            title=data.get("title", ""),
            description=data.get("description", ""),
            body=data.get("body", ""),
        )
        for name in data.get("tagList", []):
            tag, _ = Tag.objects.get_or_create(name=name)
            article.tags.add(tag)
        return JsonResponse({"article": _article(article)}, status=201)
    items = [_article(a) for a in Article.objects.prefetch_related("tags")[:20]]
    return JsonResponse({"articles": items, "articlesCount": Article.objects.count()})
