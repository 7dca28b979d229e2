from rest_framework.decorators import api_view
from rest_framework.response import Response

from .models import Article


@api_view(["GET"])
def article_list(request):
    qs = Article.objects.order_by("-created_at")
    return Response({"articles": [{"slug": a.slug, "title": a.title} for a in qs[:20]],
                     "articlesCount": qs.count()})
