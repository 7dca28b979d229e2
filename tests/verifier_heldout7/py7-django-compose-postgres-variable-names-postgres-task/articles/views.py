from django.http import JsonResponse
from rest_framework.response import Response
from rest_framework.views import APIView

from articles.models import Tag


def health_check(request):
    return JsonResponse({"status": "ok"})


class TagListView(APIView):
    authentication_classes: list = []
    permission_classes: list = []

    def get(self, request):
        return Response({"tags": list(Tag.objects.values_list("name", flat=True))})
