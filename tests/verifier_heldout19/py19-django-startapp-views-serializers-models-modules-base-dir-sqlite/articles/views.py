from django.http import JsonResponse
from rest_framework.decorators import api_view
from rest_framework.response import Response
from articles.models import Article
from articles.serializers import ArticleSerializer
from articles import services


def health_check(request):
    return JsonResponse({"status": "ok"})


@api_view(["GET", "POST"])
def articles(request):
    if request.method == "POST":
        article = services.create_article(request.user, request.data["article"])
        return Response({"article": ArticleSerializer(article).data}, status=201)
    qs = Article.objects.select_related("author")
    limit = int(request.query_params.get("limit", 20))
    offset = int(request.query_params.get("offset", 0))
    return Response({"articles": ArticleSerializer(qs[offset:offset + limit], many=True).data,
                     "articlesCount": qs.count()})
