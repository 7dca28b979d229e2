from rest_framework.response import Response
from rest_framework.views import APIView

from articles.services.article_service import article_service


class TagListView(APIView):
    def get(self, request):
        return Response({"tags": article_service.tag_names()})
