import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from blog.models import Tag


@csrf_exempt
def tags(request):
    if request.method == "POST":
        Tag.objects.get_or_create(name=json.loads(request.body)["tag"])
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})
