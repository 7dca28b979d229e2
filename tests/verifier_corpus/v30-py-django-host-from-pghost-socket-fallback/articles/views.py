from rest_framework.decorators import api_view
from rest_framework.response import Response

from articles.models import Tag


@api_view(["GET"])
def tag_list(request):
    return Response({"tags": list(Tag.objects.values_list("name", flat=True))})
