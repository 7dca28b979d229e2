from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from conduit.articles import selectors, services


class ArticleListApi(APIView):
    class OutputSerializer(serializers.Serializer):
        slug = serializers.CharField()
        title = serializers.CharField()
        favoritesCount = serializers.IntegerField(source="favorites_count")

    class InputSerializer(serializers.Serializer):
        title = serializers.CharField()
        description = serializers.CharField()
        body = serializers.CharField()
        tagList = serializers.ListField(child=serializers.CharField(), required=False, default=list)

    def get(self, request):
        qs = selectors.article_list(tag=request.query_params.get("tag"),
                                    author=request.query_params.get("author"), user=request.user)
        data = self.OutputSerializer(qs, many=True).data
        return Response({"articles": data, "articlesCount": len(data)})

    def post(self, request):
        s = self.InputSerializer(data=request.data.get("article", {}))
        s.is_valid(raise_exception=True)
        d = s.validated_data
        article = services.article_create(author=request.user, title=d["title"],
                                          description=d["description"], body=d["body"],
                                          tags=d["tagList"])
        return Response({"article": {"slug": article.slug}}, status=status.HTTP_201_CREATED)


class TagListApi(APIView):
    def get(self, request):
        return Response({"tags": selectors.tag_names()})
