from rest_framework.response import Response
from rest_framework.views import APIView

from tags.models import Tag


class HealthCheckView(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class TagListView(APIView):
    def get(self, request):
        return Response({"tags": list(Tag.objects.values_list("name", flat=True))})
