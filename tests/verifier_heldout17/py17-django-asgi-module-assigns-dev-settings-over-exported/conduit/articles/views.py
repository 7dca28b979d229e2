from django.http import JsonResponse
from django.shortcuts import get_object_or_404

from conduit.articles.models import Article, Tag


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})


def article(request, slug):
    a = get_object_or_404(Article.objects.select_related("author"), slug=slug)
    return JsonResponse({"article": {"slug": a.slug, "title": a.title, "body": a.body}})
