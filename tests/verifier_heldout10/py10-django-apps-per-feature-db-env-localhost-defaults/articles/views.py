from rest_framework.decorators import api_view
from rest_framework.response import Response

from . import services
from .models import Article


@api_view(["GET", "POST"])
def articles(request):
    if request.method == "POST":
        data = request.data["article"]
        a = services.create_article(request.user, data["title"], data["description"], data["body"])
        return Response({"article": {"slug": a.slug, "title": a.title}}, status=201)
    rows = Article.objects.select_related("author").order_by("-created_at")[:20]
    return Response({"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)})
