from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from articles.services.article_service import ArticleService
from articles.services.auth_service import AuthError, AuthService
from articles.views.serializers import ArticleInputSerializer


class ArticleCreateView(APIView):
    auth = AuthService()
    articles = ArticleService()

    def post(self, request):
        try:
            author = self.auth.require_user(request.headers.get("Authorization"))
        except AuthError:
            return Response({"errors": {"token": ["is missing or invalid"]}}, status=status.HTTP_401_UNAUTHORIZED)
        serializer = ArticleInputSerializer(data=request.data.get("article", {}))
        if not serializer.is_valid():
            return Response({"errors": serializer.errors}, status=status.HTTP_422_UNPROCESSABLE_ENTITY)
        article = self.articles.create(author, **serializer.validated_data)
        return Response({"article": article}, status=status.HTTP_201_CREATED)
