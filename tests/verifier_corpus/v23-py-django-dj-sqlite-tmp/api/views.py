from django.http import JsonResponse
from api.models import Tag


def tags(request):
    return JsonResponse({"tags": [t.name for t in Tag.objects.all()]})
