from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from articles.services.article_service import ArticleService
from articles.services.auth_service import AuthError, AuthService
from articles.views.serializers import ArticleSerializer


class ArticleCreateView(APIView):
    auth = AuthService()
    articles = ArticleService()

    def post(self, request):
        try:
            author = self.auth.require_user(request.headers.get("Authorization"))
        except AuthError:
            return Response({"errors": {"token": ["is missing or invalid"]}}, status=status.HTTP_401_UNAUTHORIZED)
        serializer = ArticleSerializer(data=request.data.get("article", {}))
        if not serializer.is_valid():
            return Response({"errors": serializer.errors}, status=status.HTTP_422_UNPROCESSABLE_ENTITY)
        serializer.save(author=author, slug=self.articles.slug_for(serializer.validated_data["title"]))
        return Response({"article": serializer.data}, status=status.HTTP_201_CREATED)
